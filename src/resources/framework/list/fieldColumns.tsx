import { DataTable } from 'react-admin';
import type { FieldConfig } from '../../types';
import { FieldValue } from '../FieldValue';

/** The table columns of some fields: sorted by each field's `sortField` when sortable, shown by its type's display. */
export const fieldColumns = (fields: readonly FieldConfig[]) =>
  fields.map((field) => (
    <DataTable.Col
      key={field.source}
      source={field.sortField}
      label={field.label}
      disableSort={!field.sortable}
    >
      <FieldValue field={field} />
    </DataTable.Col>
  ));
