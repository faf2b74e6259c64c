import { Suspense } from 'react';
import { DataTable, List, useCanAccess, useTranslate, type Identifier } from 'react-admin';
import { usePageTitle } from '../../app/usePageTitle';
import type { ResourceConfig } from '../types';
import { LIST_ASIDES } from './customComponents';
import { FieldValue } from './FieldValue';
import { BulkActions } from './list/BulkActions';
import { columnsStoreKey, defaultHiddenColumns, listColumns } from './list/columns';
import { CreateDialog } from './list/CreateDialog';
import { ListToolbar } from './list/ListToolbar';
import { useColumnPreferences } from './list/useColumnPreferences';
import { resourceFilters } from './resourceFilters';
import { detailPath } from './resourcePaths';
import { useResourceRegistry } from './ResourceRegistryContext';
import { useAllowed } from './useAllowed';
import { useDialogParam } from './useDialogParam';

/**
 * Generic list page of a configured resource: server-side pagination, sort and filters kept in the URL, a column
 * chooser whose choice is kept in the user's preferences, bulk actions, CSV export and the create dialog.
 */
export function ResourceList({ config }: { config: ResourceConfig }) {
  const translate = useTranslate();
  const registry = useResourceRegistry();
  const title = translate(config.label, { smart_count: 2 });
  usePageTitle(title);
  useColumnPreferences(config);
  const { dialog } = useDialogParam();
  // react-admin fetches once the access check settles, even when denied; only fetch when allowed.
  const { canAccess } = useCanAccess({ resource: config.route, action: 'list' });
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
  const Aside = config.list.aside ? LIST_ASIDES[config.list.aside] : undefined;

  return (
    <>
      <List
        resource={config.route}
        title={title}
        sort={config.list.defaultSort}
        perPage={config.list.perPage}
        filters={resourceFilters(config, translate, registry)}
        actions={<ListToolbar config={config} canCreate={canCreate} canExport={!!allowed?.export} />}
        exporter={false}
        aside={
          Aside ? (
            <Suspense fallback={null}>
              <Aside config={config} />
            </Suspense>
          ) : undefined
        }
        queryOptions={{ enabled: canAccess === true }}
      >
        <DataTable
          rowClick={(id: Identifier) => detailPath(config, id)}
          storeKey={columnsStoreKey(config)}
          hiddenColumns={defaultHiddenColumns(config)}
          bulkActionButtons={
            hasBulk ? <BulkActions config={config} actions={bulkAllowed} canDelete={canDelete} /> : false
          }
        >
          {listColumns(config).map((field) => (
            <DataTable.Col
              key={field.source}
              source={field.sortField}
              label={field.label}
              disableSort={!field.sortable}
            >
              <FieldValue field={field} />
            </DataTable.Col>
          ))}
        </DataTable>
      </List>
      {dialog === 'create' && canCreate && <CreateDialog config={config} />}
    </>
  );
}
