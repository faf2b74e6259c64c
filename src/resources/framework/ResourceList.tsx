import { Suspense, useMemo } from 'react';
import { DataTable, List, Loading, useTranslate } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { usePageTitle } from '../../app/usePageTitle';
import { ResourceBreadcrumbs } from './ResourceBreadcrumbs';
import { NotFoundPage } from '../../custom-pages/errors/NotFoundPage';
import type { ResourceConfig } from '../types';
import { CUSTOM_COMPONENTS } from './customComponents';
import { BulkActions } from './list/BulkActions';
import { KeyboardDataTableBody } from './list/KeyboardDataTableRow';
import { columnsStoreKey, defaultHiddenColumns, listColumns } from './list/columns';
import { fieldColumns } from './list/fieldColumns';
import { ListToolbar } from './list/ListToolbar';
import { ListViewTabs } from './list/ListViewTabs';
import { rowLink } from './list/rowLink';
import { useListView } from './list/useListView';
import { useColumnPreferences } from './list/useColumnPreferences';
import { resourceFilters } from './resourceFilters';
import { listPath } from './resourcePaths';
import { useResourceSummaries } from './ResourceRegistryContext';
import { useAllowed } from './useAllowed';
import { useCanAccessNow } from './useCanAccessNow';
import { LazyCreateDialog } from './lazyDialogs';
import { useDialogParam } from './useDialogParam';
import { useFeatureSwitches } from './useFeatureSwitches';
import { useRouteParams } from './useRouteParams';

/**
 * Generic list page of a configured resource: server-side pagination, sort and filters kept in the URL, a column
 * chooser whose choice is kept in the user's preferences, bulk actions, CSV export and the create dialog.
 * `embedded`: the list is a tab of a page whose heading names it (bot deploy), so it adds no title of its own.
 */
export function ResourceList({ config, embedded = false }: { config: ResourceConfig; embedded?: boolean }) {
  const translate = useTranslate();
  const registry = useResourceSummaries();
  const isOn = useFeatureSwitches();
  const listView = useListView(config);
  const { view } = listView;
  const title = view ? translate(view.label) : translate(config.label, { smart_count: 2 });
  usePageTitle(embedded ? undefined : title);
  useColumnPreferences(config);
  const { dialog } = useDialogParam();
  const params = useRouteParams(config);
  // Checked here, synchronously once the permissions are known, so the list request starts in the first render;
  // react-admin's own (asynchronous) check is switched off below, and the sign-in is react-admin's (`requireAuth`).
  const { canAccess } = useCanAccessNow({ resource: config.route, action: 'list' });
  const bulk = config.actions.filter((action) => action.scope === 'bulk');
  const allowed = useAllowed(config.route, [
    'create',
    'export',
    'delete',
    ...bulk.map((action) => `action:${action.name}`),
  ]);
  const canCreate = !!config.form.create && !!allowed?.create;
  const canExport = !!allowed?.export;
  const canDelete = config.list.bulkDelete && !!allowed?.delete;
  const bulkNames = bulk
    .filter((action) => allowed?.[`action:${action.name}`])
    .map((action) => action.name)
    .join(' ');
  // Everything handed to the list and its table stays the same object from one render to the next: a page change
  // (a new address) re-renders this component, and new columns, a new row click or new hidden columns would
  // re-render every cell of the page on its way out (react-admin's cells and rows are memoised on them).
  const columns = useMemo(() => fieldColumns(listColumns(config)), [config]);
  const hiddenColumns = useMemo(() => defaultHiddenColumns(config), [config]);
  const rowClick = useMemo(() => rowLink(config, registry, params), [config, registry, params]);
  const filters = useMemo(
    () => resourceFilters(config, translate, registry, isOn),
    [config, translate, registry, isOn],
  );
  const bulkActions = useMemo(() => {
    const names = bulkNames.split(' ');
    const actions = config.actions.filter((action) => action.scope === 'bulk' && names.includes(action.name));
    if (!canDelete && actions.length === 0) return false;
    return <BulkActions config={config} actions={actions} canDelete={canDelete} />;
  }, [config, bulkNames, canDelete]);
  const actions = useMemo(
    () => <ListToolbar config={config} canCreate={canCreate} canExport={canExport} />,
    [config, canCreate, canExport],
  );
  const Aside = config.list.aside ? CUSTOM_COMPONENTS[config.list.aside] : undefined;
  const aside = useMemo(() => (Aside ? <Aside config={config} /> : undefined), [Aside, config]);
  const filterKey = JSON.stringify(listView.filter);
  const filter = useMemo(() => JSON.parse(filterKey) as Record<string, unknown>, [filterKey]);
  const queryOptions = useMemo(
    () => ({ enabled: canAccess === true, meta: params ? { params } : undefined }),
    [canAccess, params],
  );

  if (listView.status === 'loading') return <Loading />;
  if (listView.status === 'missing') return <NotFoundPage />;
  if (listView.status === 'denied' || canAccess === false) return <Navigate to="/not-authorized" replace />;
  if (listView.status === 'redirect' && view)
    return <Navigate to={`${listPath(config)}/${view.path}`} replace />;

  return (
    <>
      <ResourceBreadcrumbs config={config} params={params} current />
      {view && <ListViewTabs config={config} views={listView.views} current={view} />}
      <List
        key={view?.path}
        storeKey={view ? `${config.route}.${view.path}` : undefined}
        filter={filter}
        aside={aside}
        resource={config.route}
        title={embedded ? false : title}
        sort={config.list.defaultSort}
        perPage={config.list.perPage}
        filters={filters}
        actions={actions}
        exporter={false}
        disableAuthentication
        queryOptions={queryOptions}
      >
        <DataTable
          body={KeyboardDataTableBody}
          rowClick={rowClick}
          storeKey={columnsStoreKey(config)}
          hiddenColumns={hiddenColumns}
          bulkActionButtons={bulkActions}
        >
          {columns}
        </DataTable>
      </List>
      {dialog === 'create' && canCreate && (
        <Suspense fallback={null}>
          <LazyCreateDialog config={config} />
        </Suspense>
      )}
    </>
  );
}
