import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import {
  DataTable,
  Pagination,
  ReferenceManyField,
  useCanAccess,
  useListContext,
  useTranslate,
  type Identifier,
} from 'react-admin';
import type { FieldConfig, RelatedList as RelatedListConfig, ResourceConfig } from '../../types';
import { FieldValue } from '../FieldValue';
import { detailPath } from '../resourcePaths';
import { useResourceRegistry } from '../ResourceRegistryContext';
import { TabLoadError } from './LoadError';

/**
 * Records of another resource related to the shown one, paged and sorted on the server: through the related list's
 * own path (`apiPath`) or the other resource's list filtered by `target`. Hidden when the user may not list them.
 * A failed request shows its error in place of the rows (react-admin notifies it as the API words it).
 */
export function RelatedList({ parent, related }: { parent: ResourceConfig; related: RelatedListConfig }) {
  const translate = useTranslate();
  const target = useResourceRegistry().find((resource) => resource.name === related.resource);
  const { canAccess } = useCanAccess({ resource: target?.route ?? related.resource, action: 'list' });
  if (!target || canAccess !== true) return null;
  const columns = (related.columns ?? target.list.columns)
    .map((source) => target.fields.find((field) => field.source === source))
    .filter((field): field is FieldConfig => field !== undefined);

  return (
    <Box
      component="section"
      sx={{ mb: 3 }}
      aria-label={translate(related.label ?? target.label, { smart_count: 2 })}
    >
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate(related.label ?? target.label, { smart_count: 2 })}
      </Typography>
      <ReferenceManyField
        reference={target.route}
        target={related.target}
        perPage={related.perPage}
        sort={target.list.defaultSort}
        pagination={<Pagination rowsPerPageOptions={[10, 25, 50]} />}
        // Like the record's own request: a failure shows at once instead of after three silent retries.
        queryOptions={{ retry: false, ...(related.apiPath && { meta: { apiPath: related.apiPath } }) }}
        empty={<Typography color="text.secondary">{translate('framework.related_empty')}</Typography>}
      >
        <UnlessFailed>
          <DataTable
            rowClick={(id: Identifier) => detailPath(target, id)}
            bulkActionButtons={false}
            storeKey={`${parent.name}.${target.name}.related`}
          >
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
        </UnlessFailed>
      </ReferenceManyField>
    </Box>
  );
}

/** The rows, or the failure of the related list's request in their place. */
function UnlessFailed({ children }: { children: ReactNode }) {
  const { error } = useListContext();
  return error ? <TabLoadError error={error} /> : children;
}
