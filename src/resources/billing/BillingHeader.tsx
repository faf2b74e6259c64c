import { MenuItem, Paper, Stack, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import type { ConsoleDataProvider } from '../../providers/dataProvider';
import type { CustomTabProps } from '../defineArea';
import { detailPath } from '../framework/resourcePaths';
import { BillingPeriodPicker } from './BillingPeriodPicker';
import type { BillingAccount } from './billingWire';

/** The open tab of a billing address (`/administration/billing/{app}/{idTenant}/{tab…}`). */
const tabOf = (pathname: string) => pathname.split('/').slice(5).join('/') || 'overview';

/**
 * Above the billing tabs: the application (those the tenant is licensed for) and the tenant (those in scope with a
 * licence), switching keeps the open tab; and the period, kept for the session across tabs and switches.
 */
export function BillingHeader({ config, record }: CustomTabProps) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const { data: accounts = [] } = useQuery({
    queryKey: ['billing', 'accounts'],
    queryFn: async () => (await dataProvider.getBillingAccounts()).data,
  });
  if (!record) return null;
  const account = record as unknown as BillingAccount;
  // Right after the list the record may still be the list's row, which has no `apps` yet.
  const apps = Array.isArray(account.apps) ? account.apps : [account.app];
  const tenants = [...new Map(accounts.map((item) => [item.idTenant, item.tenantName]))];
  const open = (app: string, idTenant: number) =>
    navigate(detailPath(config, { id: `${app}~${idTenant}`, app, idTenant }, tabOf(pathname)));
  const switchTenant = (idTenant: number) => {
    const apps = accounts.filter((item) => item.idTenant === idTenant).map((item) => item.app);
    open(apps.includes(account.app) ? account.app : (apps[0] ?? account.app), idTenant);
  };
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap" alignItems="flex-start">
        <TextField
          select
          size="small"
          sx={{ minWidth: 180 }}
          label={translate('resources.billing.picker.app')}
          value={account.app}
          onChange={(event) => open(event.target.value, account.idTenant)}
        >
          {apps.map((app) => (
            <MenuItem key={app} value={app}>
              {translate(`resources.billing.apps.${app}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          sx={{ minWidth: 220 }}
          label={translate('resources.billing.picker.tenant')}
          value={tenants.length > 0 ? account.idTenant : ''}
          onChange={(event) => switchTenant(Number(event.target.value))}
        >
          {tenants.map(([id, name]) => (
            <MenuItem key={id} value={id}>
              {name}
            </MenuItem>
          ))}
        </TextField>
        <BillingPeriodPicker />
      </Stack>
    </Paper>
  );
}
