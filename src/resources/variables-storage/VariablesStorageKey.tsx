import { Card, CardContent, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate, type RaRecord } from 'react-admin';
import type { ConsoleDataProvider } from '../../providers/dataProvider';
import { ActionButton } from '../framework/actions/ActionButton';
import type { CustomTabProps } from '../defineArea';
import { useAllowed } from '../framework/useAllowed';
import { useRouteParams } from '../framework/useRouteParams';
import { formatDate } from '../../utils/formatDate';
import { useConsoleTimeZone } from '../../utils/useConsoleTimeZone';

/**
 * Beside the variables list: the storage's access key, masked (its last characters), and the configured
 * `generateKey` action, whose answer (the new key) is shown once. The tenant is the address's or the context's.
 */
export function VariablesStorageKey({ config }: CustomTabProps) {
  const translate = useTranslate();
  const timeZone = useConsoleTimeZone();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const idTenant = useRouteParams(config)?.idTenant;
  const allowed = useAllowed(config.route, ['action:generateKey']);
  const { data } = useQuery({
    queryKey: ['variablesStorageKey', idTenant],
    queryFn: async () => (await dataProvider.getVariablesStorageKey(idTenant)).data,
  });
  const action = config.actions.find((item) => item.name === 'generateKey');
  if (!data) return null;
  const record: RaRecord = { ...data, id: data.idTenant };
  return (
    <Card
      component="aside"
      aria-label={translate('resources.variablesStorage.accessKey.title')}
      sx={{ ml: 2, mt: 8, minWidth: 260, alignSelf: 'flex-start' }}
    >
      <CardContent>
        <Stack spacing={1}>
          <Typography variant="h6" component="h2">
            {translate('resources.variablesStorage.accessKey.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {data.tenantName}
          </Typography>
          <Typography sx={{ fontFamily: 'monospace' }} data-testid="masked-key">
            {data.maskedKey ?? translate('resources.variablesStorage.accessKey.none')}
          </Typography>
          {data.created && (
            <Typography variant="body2" color="text.secondary">
              {translate('resources.variablesStorage.accessKey.created', {
                date: formatDate(data.created, { timeZone, withTime: true }),
              })}
            </Typography>
          )}
          {action && allowed?.['action:generateKey'] && (
            <ActionButton
              config={config}
              action={action}
              target={{ id: record.id, record, title: data.tenantName }}
              onOpenForm={() => undefined}
            />
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
