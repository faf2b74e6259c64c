import { useQuery } from '@tanstack/react-query';
import { Loading, useDataProvider, useGetIdentity } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { useTenantContext } from '../../app/tenant-context/useTenantContext';
import type { ConsoleDataProvider } from '../../providers/dataProvider';
import type { TenantRef } from '../../shared/wire/home';
import { billingStartPath } from './billingStart';

/** Opens the context tenant's (the selected context, else the user's own tenant) first licensed billing. */
export function BillingStartPage() {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const context = useTenantContext();
  const { identity, isPending } = useGetIdentity();
  const { data: accounts } = useQuery({
    queryKey: ['billing', 'accounts'],
    queryFn: async () => (await dataProvider.getBillingAccounts()).data,
  });
  if (!accounts || (!context && isPending)) return <Loading />;
  const idContext = context?.id ?? (identity?.tenant as TenantRef | undefined)?.id;
  return <Navigate to={billingStartPath(accounts, idContext)} replace />;
}
