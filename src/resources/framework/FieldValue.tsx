import { useRecordContext } from 'react-admin';
import { getPath } from '../../shared/getPath';
import { fieldLinkTarget } from '../field-types/fieldLink';
import { isBlankValue } from '../field-types/fieldTypeDefinition';
import type { FieldConfig } from '../types';
import { FieldLink } from './field-views/FieldLink';
import { fieldViewOf } from './field-views/fieldViews';
import { SlotValue } from './field-views/SlotValue';

/**
 * Renders the value of one configured field of the current record: its named component, or its type's display;
 * linked to a console page by the field's `link`.
 */
export function FieldValue({ field }: { field: FieldConfig }) {
  const record = useRecordContext();
  if (field.component) return <SlotValue name={field.component} />;
  const value = getPath(record, field.source);
  const { Display, showsBlank } = fieldViewOf(field);
  if (!showsBlank && isBlankValue(value)) return null;
  const shown = <Display field={field} value={value} record={record} />;
  const target = fieldLinkTarget(field.link, record);
  return target ? <FieldLink to={target}>{shown}</FieldLink> : shown;
}
