import DownloadIcon from '@mui/icons-material/Download';
import { Button, Stack } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, usePermissions, useTranslate } from 'react-admin';
import { errorMessage, isSilentError } from '../../providers/apiError';
import type { ConsoleDataProvider } from '../../providers/dataProvider';
import { canAccessAll } from '../../shared/permissions';
import type { ExportRequest } from '../../shared/wire/home';
import { useConsoleTimeZone } from '../../utils/useConsoleTimeZone';
import { visibleColumns } from '../framework/list/columns';
import { exportLayout } from '../framework/list/exportColumns';
import { useResourceRegistry } from '../framework/ResourceRegistryContext';
import type { DetailTab, ResourceConfig } from '../types';

/**
 * Lists without a page of their own (embedded resources such as dial logs, shown filtered inside flows, modules and
 * lines) export all their rows from here; lists with a page export themselves (`list.export: 'server'`), and so do
 * related lists with their own Export button (billing's fees, tariffs and lines on the billing tabs).
 */
export const exportOffers = (registry: readonly ResourceConfig[]) => {
  const inPlace = exportedInPlace(registry);
  return registry.filter(
    (config) =>
      config.embedded &&
      config.list.export === 'server' &&
      config.permissions.export &&
      !inPlace.has(config.name),
  );
};

/** Resources some related list exports in place (`export: true`), on any tab of any resource. */
function exportedInPlace(registry: readonly ResourceConfig[]): Set<string> {
  const names = new Set<string>();
  const visit = (tabs: readonly DetailTab[]) => {
    for (const tab of tabs) {
      for (const section of tab.sections)
        for (const related of section.related ?? []) if (related.export) names.add(related.resource);
      visit(tab.children);
    }
  };
  for (const config of registry) visit(config.detail.tabs);
  return names;
}

/** Beside the tasks list: a button per such list starting its CSV export as a task; the bell follows it. */
export function TaskExports() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const timeZone = useConsoleTimeZone();
  const registry = useResourceRegistry();
  const { permissions } = usePermissions();
  const start = useMutation({
    mutationFn: (request: ExportRequest) => dataProvider.startExport(request),
    onSuccess: () => notify('app.tasks.export_started', { type: 'info' }),
    onError: (error) => {
      if (!isSilentError(error)) notify(errorMessage(error), { type: 'error' });
    },
  });
  const offers = exportOffers(registry).filter((config) =>
    canAccessAll(permissions, config.permissions.export ?? []),
  );
  if (offers.length === 0) return null;
  return (
    <Stack spacing={1} sx={{ ml: 2, mt: 1, flexShrink: 0 }}>
      {offers.map((config) => (
        <Button
          key={config.name}
          variant="outlined"
          startIcon={<DownloadIcon />}
          disabled={start.isPending}
          onClick={() =>
            start.mutate({
              path: config.api.list.path,
              sort: config.list.defaultSort,
              ...exportLayout(visibleColumns(config, undefined, undefined), translate),
              timeZone,
            })
          }
        >
          {translate('app.tasks.export_list', { name: translate(config.label, { smart_count: 2 }) })}
        </Button>
      ))}
    </Stack>
  );
}
