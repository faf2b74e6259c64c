import { fieldSchema } from '../../src/resources/field-types/fieldTypes';
import { completeField } from '../../src/resources/schema/completeResource';
import { issueMessage, pathText } from '../../src/resources/schema/schemaIssues';
import type { FieldConfig } from '../../src/resources/types';
import type { ExportRequest } from '../../src/shared/wire/home';
import { badRequest } from './apiError';
import type { ListSpec } from './listQuery';
import { isTimeZone } from './validation';

const MAX_COLUMNS = 100;
const MAX_CHOICES = 500;
const MAX_TEXT = 200;
const MAX_TEXTS = MAX_COLUMNS * 10;
/** Prototype keys are never read (cells read own properties only, see `getOwnPath`). */
const PROTOTYPE_KEY = /(^|\.)(__proto__|prototype|constructor)(\.|$)/;

const invalidColumns = (message: string) => badRequest(message, { columns: 'Invalid columns' });
const isText = (value: unknown, max = MAX_TEXT): value is string =>
  typeof value === 'string' && value.length <= max;
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * One column: a field configuration (validated by the same schema as resources, `type` text by default) headed by
 * its translated label (the source without one). Secrets are never exported.
 */
export function parseColumn(raw: unknown): FieldConfig {
  const column = isObject(raw) ? raw : {};
  const source = column.source;
  if (!isText(source) || PROTOTYPE_KEY.test(source))
    throw invalidColumns(`Cannot export column '${String(source)}'`);
  if (column.label !== undefined && !isText(column.label))
    throw invalidColumns(`Invalid label of '${source}'`);
  if (Array.isArray(column.choices) && column.choices.length > MAX_CHOICES)
    throw invalidColumns(`choices of '${source}' must list at most ${MAX_CHOICES} values`);
  const label = typeof column.label === 'string' && column.label.trim() ? column.label : source;
  const parsed = fieldSchema.safeParse({ type: 'text', ...column, label }, { error: issueMessage });
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    const where = issue && issue.path.length > 0 ? ` ${pathText(issue.path)}` : '';
    throw invalidColumns(`Invalid column '${source}'${where}: ${issue?.message ?? 'invalid'}`);
  }
  if (parsed.data.type === 'secret') throw invalidColumns(`Cannot export column '${source}'`);
  return completeField('export', parsed.data) as FieldConfig;
}

/**
 * The columns of an export: fields of the list, each written by its type plug-in as the console's list shows it (the
 * console sends the list's own fields and translated labels). Without columns, every list field is written as text.
 * Cells only ever hold what the list call itself answers.
 */
export function parseColumns(raw: unknown, spec: ListSpec<never, unknown>): FieldConfig[] {
  if (raw === undefined) return Object.keys(spec.fields).map((source) => parseColumn({ source }));
  if (!Array.isArray(raw) || raw.length === 0 || raw.length > MAX_COLUMNS)
    throw invalidColumns(`columns must list 1 to ${MAX_COLUMNS} columns`);
  return raw.map(parseColumn);
}

/** The console's texts of the keys the cells translate: an object of short texts (none without one). */
export function parseTexts(raw: unknown): NonNullable<ExportRequest['texts']> {
  if (raw === undefined || raw === null) return {};
  const entries = isObject(raw) ? Object.entries(raw) : [];
  if (
    !isObject(raw) ||
    entries.length > MAX_TEXTS ||
    entries.some(([key, text]) => key.length > MAX_TEXT || !isText(text))
  )
    throw badRequest('texts must be an object of short texts', { texts: 'Invalid texts' });
  return Object.fromEntries(entries) as Record<string, string>;
}

/** The sort of an export: a sortable field of the list, like the list call accepts; the list's default without one. */
export function parseSort(raw: unknown, spec: ListSpec<never, unknown>) {
  if (raw === undefined || raw === null) return spec.defaultSort;
  const { field, order } = raw as Record<string, unknown>;
  if (
    typeof field !== 'string' ||
    !Object.hasOwn(spec.fields, field) ||
    spec.fields[field]!.sortable === false
  )
    throw badRequest(`Cannot sort by '${String(field)}'`);
  if (order !== 'ASC' && order !== 'DESC') throw badRequest('order must be ASC or DESC');
  return { field, order } as const;
}

/** The time zone dates are written in: the console time zone the request names, UTC without one. */
export function parseTimeZone(raw: unknown): string {
  if (raw === undefined || raw === null || raw === '') return 'UTC';
  if (!isText(raw, 100) || !isTimeZone(raw))
    throw badRequest(`Unknown time zone '${String(raw)}'`, { timeZone: 'Invalid time zone' });
  return raw;
}
