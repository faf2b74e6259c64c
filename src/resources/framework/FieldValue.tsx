import { Chip, Link, Stack } from '@mui/material';
import type { MouseEvent } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { formatDate } from '../../utils/formatDate';
import { getPath } from '../../utils/getPath';
import type { FieldConfig } from '../types';
import { ChoiceValue } from './fields/ChoiceValue';
import { formatDuration, tagText } from './fields/formatValue';
import { JsonValue } from './fields/JsonValue';
import { ReferenceValue } from './fields/ReferenceValue';
import { SecretValue } from './fields/SecretValue';
import { SlotValue } from './fields/SlotValue';
import { UrlValue } from './fields/UrlValue';
import { useConsoleTimeZone } from './useConsoleTimeZone';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+$/;
const stopRowClick = (event: MouseEvent) => event.stopPropagation();

/** Renders the value of one configured field of the current record according to its type. */
export function FieldValue({ field }: { field: FieldConfig }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const timeZone = useConsoleTimeZone();
  const value = getPath(record, field.source);
  if (field.component) return <SlotValue name={field.component} />;
  if (field.type === 'secret') return <SecretValue field={field} value={value} />;
  if (value === null || value === undefined || value === '') return null;

  switch (field.type) {
    case 'boolean':
      return <>{translate(value ? 'ra.boolean.true' : 'ra.boolean.false')}</>;
    case 'date':
    case 'datetime':
      return <>{formatDate(value as string, { timeZone, withTime: field.type === 'datetime' })}</>;
    case 'duration':
      return <>{formatDuration(Number(value), translate)}</>;
    case 'longText':
      return <span style={{ whiteSpace: 'pre-wrap' }}>{String(value)}</span>;
    case 'email':
      return EMAIL_PATTERN.test(String(value)) ? (
        <Link href={`mailto:${String(value)}`} onClick={stopRowClick}>
          {String(value)}
        </Link>
      ) : (
        <>{String(value)}</>
      );
    case 'url':
      return <UrlValue value={String(value)} />;
    case 'json':
      return <JsonValue value={value} />;
    case 'tags':
      return (
        <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap" component="span">
          {(Array.isArray(value) ? value : [value]).map(tagText).map((label) => (
            <Chip key={label} label={label} size="small" />
          ))}
        </Stack>
      );
    case 'enum':
    case 'flags':
      return <ChoiceValue field={field} value={value} />;
    case 'reference':
    case 'referenceList':
      return (
        <ReferenceValue
          field={field}
          value={value}
          labels={field.labelSource ? getPath(record, field.labelSource) : undefined}
        />
      );
    default:
      return <>{String(value)}</>;
  }
}
