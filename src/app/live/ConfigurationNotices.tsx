import { Alert, Button, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useDataProvider, usePermissions, useTranslate } from 'react-admin';
import type { ConsoleDataProvider } from '../../providers/dataProvider';
import { formatIssue } from '../../resources/schema/issueText';
import { canAccess } from '../../shared/permissions';
import { CONFIGURE_PERMISSION, type ConfigFileState } from '../../shared/wire/configuration';
import { useLiveServices } from './LiveServicesContext';

// The same banner as the console's own load errors; only those who may configure ever download it.
const ResourceLoadErrors = lazy(() =>
  import('../../resources/framework/ResourceLoadErrors').then((module) => ({
    default: module.ResourceLoadErrors,
  })),
);

const problemsOf = (files: readonly ConfigFileState[]) =>
  files
    .filter((state) => state.problems.length > 0)
    .map(({ file, problems }) => ({ file, message: `${file}: ${problems.map(formatIssue).join('; ')}` }));

/**
 * Issue 30: says "Configuration changed — reload" when the platform's configuration directory changes, and shows
 * the files it skipped, with every problem, to users who may configure (nobody else is alarmed).
 */
export function ConfigurationNotices() {
  const connection = useLiveServices()?.connection;
  const translate = useTranslate();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const { permissions } = usePermissions();
  const mayConfigure = canAccess(permissions, CONFIGURE_PERMISSION.area, CONFIGURE_PERMISSION.action);
  const [changes, setChanges] = useState(0);

  // Changes seen up to the user's last "Close": the banner shows again on a later change.
  const [dismissed, setDismissed] = useState(0);

  useEffect(
    () => connection?.on('ConfigurationChanged', () => setChanges((count) => count + 1)),
    [connection],
  );

  const { data } = useQuery({
    queryKey: ['configurationFiles', changes],
    queryFn: () => dataProvider.getConfigurationFiles(),
    enabled: mayConfigure,
  });
  const errors = problemsOf(data?.data ?? []);
  return (
    <>
      {/* A banner, not a notification: it stays until reloaded or closed without holding back other notices. */}
      {changes > dismissed && (
        <Alert
          severity="info"
          role="status"
          sx={{ mt: 1 }}
          action={
            <Stack direction="row" spacing={1}>
              <Button color="inherit" size="small" onClick={() => window.location.reload()}>
                {translate('app.configuration.reload')}
              </Button>
              <Button color="inherit" size="small" onClick={() => setDismissed(changes)}>
                {translate('ra.action.close')}
              </Button>
            </Stack>
          }
        >
          {translate('app.configuration.changed')}
        </Alert>
      )}
      {errors.length > 0 && (
        <Suspense fallback={null}>
          <ResourceLoadErrors key={changes} errors={errors} translate={translate} />
        </Suspense>
      )}
    </>
  );
}
