import { DataTable, List, useCanAccess, useTranslate, type Identifier } from 'react-admin';
import { usePageTitle } from '../../app/usePageTitle';
import type { FieldConfig, ResourceConfig } from '../types';
import { FieldValue } from './FieldValue';
import { resourceFilters } from './resourceFilters';
import { detailPath } from './resourcePaths';

/**
 * Generic list page of a configured resource: server-side pagination, sort and filters kept in the URL,
 * one column per configured list column, rows open the detail page.
 */
export function ResourceList({ config }: { config: ResourceConfig }) {
  const translate = useTranslate();
  const title = translate(config.label, { smart_count: 2 });
  usePageTitle(title);
  // react-admin fetches once the access check settles, even when denied; only fetch when allowed.
  const { canAccess } = useCanAccess({ resource: config.route, action: 'list' });
  const columns = config.list.columns
    .map((source) => config.fields.find((field) => field.source === source))
    .filter((field): field is FieldConfig => field !== undefined);

  return (
    <List
      resource={config.route}
      title={title}
      sort={config.list.defaultSort}
      perPage={config.list.perPage}
      filters={resourceFilters(config, translate)}
      exporter={false}
      queryOptions={{ enabled: canAccess === true }}
    >
      <DataTable rowClick={(id: Identifier) => detailPath(config, id)} bulkActionButtons={false}>
        {columns.map((field) => (
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
  );
}
