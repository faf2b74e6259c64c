import type { ExportCellType, ExportColumn } from '../../src/shared/wire/home';
import { badRequest } from './apiError';
import type { ListSpec } from './listQuery';
import { isTimeZone } from './validation';

const MAX_COLUMNS = 100;
const MAX_CHOICES = 500;
const MAX_TEXT = 200;
/** A dot path of plain names; prototype keys are never read (see `valueAt`). */
const SOURCE = /^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*$/;
const CELL_TYPES: readonly ExportCellType[] = ['text', 'date', 'datetime', 'duration', 'enum', 'flags'];

const invalidColumns = (message: string) => badRequest(message, { columns: 'Invalid columns' });
const isText = (value: unknown, max = MAX_TEXT): value is string =>
  typeof value === 'string' && value.length <= max;

function parseChoices(raw: unknown, source: string): ExportColumn['choices'] {
  if (raw === undefined) return undefined;
  if (!Array.isArray(raw) || raw.length > MAX_CHOICES)
    throw invalidColumns(`choices of '${source}' must list at most ${MAX_CHOICES} values`);
  return raw.map((choice: unknown) => {
    const { value, label } = (choice ?? {}) as Record<string, unknown>;
    const scalar = ['string', 'number', 'boolean'].includes(typeof value);
    if (!scalar || !isText(label)) throw invalidColumns(`Invalid choice of '${source}'`);
    return { value: value as string | number | boolean, label };
  });
}

/**
 * The columns of an export: each a list item path, its header and how its cells are written (the console sends the
 * list's own translated labels and choice labels). Without columns, every list field is written as text. Cells only
 * ever hold what the list call itself answers.
 */
export function parseColumns(raw: unknown, spec: ListSpec<never, unknown>): ExportColumn[] {
  if (raw === undefined) return Object.keys(spec.fields).map((source) => ({ source, label: source }));
  if (!Array.isArray(raw) || raw.length === 0 || raw.length > MAX_COLUMNS)
    throw invalidColumns(`columns must list 1 to ${MAX_COLUMNS} columns`);
  return raw.map((column: unknown) => {
    const { source, label, type = 'text', choices } = (column ?? {}) as Record<string, unknown>;
    if (
      !isText(source) ||
      !SOURCE.test(source) ||
      /(^|\.)(__proto__|prototype|constructor)(\.|$)/.test(source)
    )
      throw invalidColumns(`Cannot export column '${String(source)}'`);
    if (!CELL_TYPES.includes(type as ExportCellType))
      throw invalidColumns(`type of '${source}' must be one of ${CELL_TYPES.join(', ')}`);
    if (label !== undefined && !isText(label)) throw invalidColumns(`Invalid label of '${source}'`);
    return {
      source,
      label: label?.trim() ? label : source,
      type: type as ExportCellType,
      choices: parseChoices(choices, source),
    };
  });
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
