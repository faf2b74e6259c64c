import { Box, Stack, Typography } from '@mui/material';
import { useMemo } from 'react';
import {
  DataTable,
  FilterForm,
  Pagination,
  ReferenceManyField,
  useCanAccess,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { fillPath } from '../../schema/placeholders';
import type { FieldConfig, RelatedList as RelatedListConfig, ResourceConfig } from '../../types';
import { RelatedCreateButton } from '../actions/RelatedCreateButton';
import { RowActions } from '../actions/RowActions';
import { ExportCsvButton } from '../list/ExportCsvButton';
import { fieldColumns } from '../list/fieldColumns';
import { resourceFilters } from '../resourceFilters';
import { useResourceConfig, useResourceSummaries } from '../ResourceRegistryContext';
import { UnlessListFailed } from './LoadError';
import { useAllowed } from '../useAllowed';
import { KeyboardDataTableBody } from '../list/KeyboardDataTableRow';
import { rowLink } from '../list/rowLink';
import { useRouteParams } from '../useRouteParams';
import { placeholderValues } from '../../../providers/resourceCalls';

/**
 * Records of another resource related to the shown one, paged and sorted on the server: through the related list's
 * own path (`apiPath`) or the other resource's list filtered by `target`. Each row offers the shown resource's
 * `rowActions` the user may use; `export` an Export button (a task over the related rows); `create` adds a Create button for a record preset from the shown one; the shown
 * resource's always-on list filters narrow the rows (kept with the list, not in the address). Hidden when
 * the user may not list them. A failed request shows its error in place of the rows.
 */
export function RelatedList({ parent, related }: { parent: ResourceConfig; related: RelatedListConfig }) {
  const translate = useTranslate();
  const record = useRecordContext();
  const target = useResourceConfig(related.resource);
  const registry = useResourceSummaries();
  const { canAccess } = useCanAccess({ resource: target?.route ?? related.resource, action: 'list' });
  const rowActions = parent.actions.filter(
    (action) => action.scope === 'row' && related.rowActions?.includes(action.name),
  );
  const allowed = useAllowed(
    parent.route,
    rowActions.map((action) => `action:${action.name}`),
  );
  const exportable = useAllowed(target?.route ?? related.resource, ['export']);
  // The shown page's route parameters (`datasets/:language/:datasetId/…`) fill the related calls' placeholders too.
  const params = useRouteParams(parent);
  const values = useMemo(
    () => (record ? placeholderValues(parent, { id: record.id, record, params }) : {}),
    [parent, params, record],
  );
  if (!target || canAccess !== true || !record) return null;
  const columns = (related.columns ?? target.list.columns)
    .map((source) => target.fields.find((field) => field.source === source))
    .filter((field): field is FieldConfig => field !== undefined);
  const usable = rowActions.filter((action) => allowed?.[`action:${action.name}`]);
  const label = translate(related.label ?? target.label, { smart_count: 2 });
  // The shown resource's always-on filters (a date range, a result…), except the relation's own key.
  const shownFilters = target.list.filters.filter(
    (filter) => filter.alwaysOn && filter.source !== related.target,
  );
  const filters = resourceFilters(
    { ...target, list: { ...target.list, filters: shownFilters } },
    translate,
    registry,
  );

  return (
    <Box component="section" sx={{ mb: 3 }} aria-label={label}>
      <Stack direction="row" spacing={2} sx={{ mb: 1, alignItems: 'center' }}>
        <Typography variant="h6" component="h2">
          {label}
        </Typography>
        <RelatedCreateButton config={target} related={related} parent={record} values={values} />
      </Stack>
      <ReferenceManyField
        reference={target.route}
        target={related.target}
        perPage={related.perPage}
        sort={target.list.defaultSort}
        pagination={<Pagination rowsPerPageOptions={[10, 25, 50]} />}
        // Like the record's own request: a failure shows at once instead of after three silent retries.
        queryOptions={{
          retry: false,
          meta: { ...(related.apiPath && { apiPath: related.apiPath }), ...(params && { params }) },
        }}
        empty={<Typography color="text.secondary">{translate('framework.related_empty')}</Typography>}
      >
        {filters.length > 0 && <FilterForm filters={filters} />}
        {related.export && target.list.export === 'server' && exportable?.export && (
          <ExportCsvButton
            config={target}
            filter={related.apiPath ? undefined : { [related.target]: record.id }}
            path={related.apiPath ? fillPath(related.apiPath, values) : undefined}
          />
        )}
        <UnlessListFailed>
          <DataTable
            body={KeyboardDataTableBody}
            rowClick={rowLink(target, registry)}
            bulkActionButtons={false}
            storeKey={`${parent.name}.${target.name}.related`}
          >
            {fieldColumns(columns)}
            {usable.length > 0 && (
              <DataTable.Col label="framework.row_actions" disableSort>
                <RowActions config={parent} rowConfig={target} actions={usable} parent={record} />
              </DataTable.Col>
            )}
          </DataTable>
        </UnlessListFailed>
      </ReferenceManyField>
    </Box>
  );
}
