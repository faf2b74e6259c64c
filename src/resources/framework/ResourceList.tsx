import { DataTable, List, Loading, useTranslate, type Identifier, type RaRecord } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { usePageTitle } from '../../app/usePageTitle';
import { NotFoundPage } from '../../custom-pages/errors/NotFoundPage';
import { getPath } from '../../shared/getPath';
import { findResource } from '../registryLookup';
import type { ResourceConfig } from '../types';
import { CUSTOM_COMPONENTS } from './customComponents';
import { BulkActions } from './list/BulkActions';
import { ConsoleDataTableBody } from './list/ConsoleDataTableRow';
import { columnsStoreKey, defaultHiddenColumns, listColumns } from './list/columns';
import { CreateDialog } from './list/CreateDialog';
import { fieldColumns } from './list/fieldColumns';
import { ListToolbar } from './list/ListToolbar';
import { ListViewTabs } from './list/ListViewTabs';
import { useListView } from './list/useListView';
import { useColumnPreferences } from './list/useColumnPreferences';
import { resourceFilters } from './resourceFilters';
import { detailPath, listPath, type RouteParams } from './resourcePaths';
import { useResourceRegistry } from './ResourceRegistryContext';
import { useAllowed } from './useAllowed';
import { useCanAccessNow } from './useCanAccessNow';
import { useDialogParam } from './useDialogParam';
import { useFeatureSwitches } from './useFeatureSwitches';
import { useRouteParams } from './useRouteParams';

/**
 * Generic list page of a configured resource: server-side pagination, sort and filters kept in the URL, a column
 * chooser whose choice is kept in the user's preferences, bulk actions, CSV export and the create dialog.
 */
export function ResourceList({ config }: { config: ResourceConfig }) {
  const translate = useTranslate();
  const registry = useResourceRegistry();
  const isOn = useFeatureSwitches();
  const listView = useListView(config);
  const { view } = listView;
  const title = view ? translate(view.label) : translate(config.label, { smart_count: 2 });
  usePageTitle(title);
  useColumnPreferences(config);
  const { dialog } = useDialogParam();
  const params = useRouteParams(config);
  // Checked here, synchronously once the permissions are known, so the list request starts in the first render;
  // react-admin's own (asynchronous) check is switched off below, and the sign-in is the shell's (requireAuth).
  const { canAccess } = useCanAccessNow({ resource: config.route, action: 'list' });
  const bulk = config.actions.filter((action) => action.scope === 'bulk');
  const allowed = useAllowed(config.route, [
    'create',
    'export',
    'delete',
    ...bulk.map((action) => `action:${action.name}`),
  ]);
  const canCreate = !!config.form.create && !!allowed?.create;
  const canDelete = config.list.bulkDelete && !!allowed?.delete;
  const bulkAllowed = bulk.filter((action) => allowed?.[`action:${action.name}`]);
  const hasBulk = canDelete || bulkAllowed.length > 0;
  const rowClick = rowClickOf(config, registry, params);
  const Aside = config.list.aside ? CUSTOM_COMPONENTS[config.list.aside] : undefined;

  if (listView.status === 'loading') return <Loading />;
  if (listView.status === 'missing') return <NotFoundPage />;
  if (listView.status === 'denied' || canAccess === false) return <Navigate to="/not-authorized" replace />;
  if (listView.status === 'redirect' && view)
    return <Navigate to={`${listPath(config)}/${view.path}`} replace />;

  return (
    <>
      {view && <ListViewTabs config={config} views={listView.views} current={view} />}
      <List
        key={view?.path}
        storeKey={view ? `${config.route}.${view.path}` : undefined}
        filter={listView.filter}
        aside={Aside ? <Aside config={config} /> : undefined}
        resource={config.route}
        title={title}
        sort={config.list.defaultSort}
        perPage={config.list.perPage}
        filters={resourceFilters(config, translate, registry, isOn)}
        actions={<ListToolbar config={config} canCreate={canCreate} canExport={!!allowed?.export} />}
        exporter={false}
        disableAuthentication
        queryOptions={{ enabled: canAccess === true, meta: params ? { params } : undefined }}
      >
        <DataTable
          body={ConsoleDataTableBody}
          rowClick={rowClick}
          storeKey={columnsStoreKey(config)}
          hiddenColumns={defaultHiddenColumns(config)}
          bulkActionButtons={
            hasBulk ? <BulkActions config={config} actions={bulkAllowed} canDelete={canDelete} /> : false
          }
        >
          {fieldColumns(listColumns(config))}
        </DataTable>
      </List>
      {dialog === 'create' && canCreate && <CreateDialog config={config} />}
    </>
  );
}

/** Where a row leads (`list.rowClick`): its detail, nowhere, or the detail of another resource by an id field. */
function rowClickOf(config: ResourceConfig, registry: readonly ResourceConfig[], params?: RouteParams) {
  const target = config.list.rowClick;
  if (target === 'none') return false;
  if (target === 'detail') return (id: Identifier) => detailPath(config, id, undefined, params);
  const other = findResource(registry, target.resource);
  return (_id: Identifier, _resource: string, record: RaRecord) => {
    const id = getPath(record, target.idSource);
    return other && id !== undefined && id !== null ? detailPath(other, id as Identifier, target.tab) : false;
  };
}
