import { Chip, Link, Stack } from '@mui/material';
import type { MouseEvent } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { formatDate } from '../../utils/formatDate';
import { getPath } from '../../utils/getPath';
import type { ChoiceField, FieldConfig, ReferenceField } from '../types';
import { detailPath } from './resourcePaths';
import { useResourceRegistry } from './ResourceRegistryContext';
import { useConsoleTimeZone } from './useConsoleTimeZone';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+$/;

// Links inside a clickable table row must not also trigger the row's navigation.
const stopRowClick = (event: MouseEvent) => event.stopPropagation();

/** Renders the value of one configured field of the current record according to its type. */
export function FieldValue({ field }: { field: FieldConfig }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const timeZone = useConsoleTimeZone();
  const value = getPath(record, field.source);
  if (value === null || value === undefined || value === '') return null;

  switch (field.type) {
    case 'boolean':
      return <>{translate(value ? 'ra.boolean.true' : 'ra.boolean.false')}</>;
    case 'date':
    case 'datetime':
      return <>{formatDate(value as string, { timeZone, withTime: field.type === 'datetime' })}</>;
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
    case 'tags':
      return <Labels labels={Array.isArray(value) ? value.map(tagLabel) : [String(value)]} />;
    case 'enum':
    case 'flags':
      return <Labels labels={choiceLabels(field, value).map((label) => translate(label, { _: label }))} />;
    case 'reference':
      return (
        <ReferenceValue
          field={field}
          id={value}
          label={field.labelSource ? getPath(record, field.labelSource) : value}
        />
      );
    default:
      return <>{String(value)}</>;
  }
}

/** Only https addresses become links; anything else (http, javascript:, garbage) stays plain text. */
function UrlValue({ value }: { value: string }) {
  let secure = false;
  try {
    secure = new URL(value).protocol === 'https:';
  } catch {
    secure = false;
  }
  if (!secure) return <>{value}</>;
  return (
    <Link href={value} target="_blank" rel="noopener noreferrer" onClick={stopRowClick}>
      {value}
    </Link>
  );
}

function ReferenceValue({ field, id, label }: { field: ReferenceField; id: unknown; label: unknown }) {
  const target = useResourceRegistry().find((resource) => resource.name === field.reference);
  const text = String(label ?? id);
  if (!target || (typeof id !== 'string' && typeof id !== 'number')) return <>{text}</>;
  return (
    <Link component={RouterLink} to={detailPath(target, id)} onClick={stopRowClick}>
      {text}
    </Link>
  );
}

function Labels({ labels }: { labels: string[] }) {
  return (
    <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap">
      {labels.map((label) => (
        <Chip key={label} label={label} size="small" />
      ))}
    </Stack>
  );
}

/** Labels of the matching choice (enum) or of every set bit (flags); unknown values are shown raw. */
export function choiceLabels(field: ChoiceField, value: unknown): string[] {
  if (field.type === 'flags') {
    const bits = Number(value);
    return field.choices
      .filter((choice) => (bits & Number(choice.value)) !== 0)
      .map((choice) => choice.label);
  }
  const choice = field.choices.find((item) => item.value === value);
  return [choice ? choice.label : String(value)];
}

function tagLabel(tag: unknown): string {
  if (typeof tag === 'object' && tag !== null && 'name' in tag)
    return String((tag as { name: unknown }).name);
  return String(tag);
}
