import { Alert } from '@mui/material';
import { DataTable, ListBase, Pagination, useCanAccess, useTranslate } from 'react-admin';
import type { FieldConfig } from '../../types';
import { UnlessListFailed } from '../detail/LoadError';
import { fieldColumns } from '../list/fieldColumns';
import { KeyboardDataTableBody } from '../list/KeyboardDataTableRow';
import { rowLink } from '../list/rowLink';
import { useResourceConfig, useResourceSummaries } from '../ResourceRegistryContext';
import type { BlockOf } from './blockTypes';

/**
 * A resource's list inside a page: its columns (or the block's), the block's permanent filter and sort, paged on
 * the server, rows leading where the resource's own list leads. Hidden from users who may not list the resource.
 */
export function ListBlock({ block }: { block: BlockOf<'list'> }) {
  const translate = useTranslate();
  // Loads only the listed resource's area.
  const target = useResourceConfig(block.resource);
  const registry = useResourceSummaries();
  const { canAccess } = useCanAccess({ resource: target?.route ?? block.resource, action: 'list' });
  if (!target)
    return (
      <Alert severity="warning">
        {translate('framework.page_unknown_resource', { name: block.resource })}
      </Alert>
    );
  if (canAccess !== true) return null;
  const columns = (block.columns ?? target.list.columns)
    .map((source) => target.fields.find((field) => field.source === source))
    .filter((field): field is FieldConfig => field !== undefined);
  return (
    <ListBase
      resource={target.route}
      filter={block.filter}
      sort={block.sort ?? target.list.defaultSort}
      perPage={block.perPage}
      disableSyncWithLocation
      storeKey={false}
      queryOptions={{ retry: false }}
    >
      <UnlessListFailed>
        <DataTable
          body={KeyboardDataTableBody}
          rowClick={rowLink(target, registry)}
          bulkActionButtons={false}
        >
          {fieldColumns(columns)}
        </DataTable>
        <Pagination rowsPerPageOptions={[block.perPage]} />
      </UnlessListFailed>
    </ListBase>
  );
}
