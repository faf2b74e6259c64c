import { useRecordContext } from 'react-admin';
import { getPath } from '../../shared/getPath';
import { isBlankValue } from '../field-types/fieldTypeDefinition';
import type { FieldConfig } from '../types';
import { fieldViewOf } from './field-views/fieldViews';
import { SlotValue } from './field-views/SlotValue';

/** Renders the value of one configured field of the current record: its named component, or its type's display. */
export function FieldValue({ field }: { field: FieldConfig }) {
  const record = useRecordContext();
  if (field.component) return <SlotValue name={field.component} />;
  const value = getPath(record, field.source);
  const { Display, showsBlank } = fieldViewOf(field);
  if (!showsBlank && isBlankValue(value)) return null;
  return <Display field={field} value={value} record={record} />;
}
