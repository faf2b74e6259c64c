import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Loading, useDataProvider } from 'react-admin';
import type { ConsoleDataProvider } from '../../../providers/dataProvider';
import { useCanAccessNow } from '../useCanAccessNow';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { NotFoundPage } from '../../../custom-pages/errors/NotFoundPage';
import type { ResourceSummary } from '../../registrySummary';

/**
 * A detail page's address names the record by its own id; an id of another shape (`detail.idPattern`) is an old
 * alias (a conversation's numeric dial-log id): it is resolved to the record's own id (the detail's `aliasLookup`,
 * SPEC §7 guid to id) and the address is replaced by the record's own, keeping the tab and the query. react-admin's
 * detail would refuse a record whose id differs.
 */
export function DetailIdGate({ config, children }: { config: ResourceSummary; children: ReactNode }) {
  const { id = '' } = useParams();
  const pattern = config.detail.idPattern;
  const alias = pattern !== undefined && !new RegExp(pattern, 'i').test(id);
  if (!alias) return children;
  if (config.detail.strictId) return <NotFoundPage />;
  return (
    <AliasRedirect config={config} id={id}>
      {children}
    </AliasRedirect>
  );
}

function AliasRedirect({
  config,
  id,
  children,
}: {
  config: ResourceSummary;
  id: string;
  children: ReactNode;
}) {
  const { pathname, search } = useLocation();
  // Only someone who may open the detail has the alias looked up; the others get the detail's own refusal.
  const { canAccess, isPending } = useCanAccessNow({ resource: config.route, action: 'show' });
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const { data: own, error } = useQuery({
    queryKey: [config.route, 'resolveAlias', id],
    queryFn: async () => (await dataProvider.resolveAlias(config.route, { id })).data,
    retry: false,
    enabled: canAccess === true,
  });
  if (isPending) return <Loading />;
  // An unknown alias gets the detail's own handling of a failed read (SPEC §8 message).
  if (!canAccess || error) return children;
  if (own === undefined) return <Loading />;
  const at = pathname.lastIndexOf(`/${id}`);
  const address = `${pathname.slice(0, at)}/${String(own)}${pathname.slice(at + id.length + 1)}`;
  return <Navigate to={`${address}${search}`} replace />;
}
