import { TZDate } from '@date-fns/tz';
import { format, isValid } from 'date-fns';
import { resolveTimeZone } from '../../../utils/formatDate';
import { getPath } from '../../../shared/getPath';
import { parseDayMonthYear } from '../../../shared/validation/dayMonthYear';
import type { FieldConfig, InputConfig } from '../../types';

/** A form's inputs with their field configurations. */
export interface FormInput {
  input: InputConfig;
  field: FieldConfig;
}

/** Pairs declared inputs with their fields (the schema guarantees every input names a declared field). */
export function formInputs(fields: readonly FieldConfig[], inputs: readonly InputConfig[]): FormInput[] {
  return inputs.flatMap((input) => {
    const field = fields.find((item) => item.source === input.source);
    return field ? [{ input, field }] : [];
  });
}

const DATE_TIME = /^(\d{1,2}\/\d{1,2}\/\d{4})\s+(\d{1,2}):(\d{2})$/;

/** Parses 'DD/MM/YYYY HH:MM' in the console time zone (SPEC §9) to an ISO instant; null when not a real moment. */
export function parseDateTime(text: string, timeZone: string): string | null {
  const match = DATE_TIME.exec(text.trim());
  const day = match ? parseDayMonthYear(match[1]) : null;
  if (!match || !day || Number(match[2]) > 23 || Number(match[3]) > 59) return null;
  const local = new TZDate(
    day.getUTCFullYear(),
    day.getUTCMonth(),
    day.getUTCDate(),
    Number(match[2]),
    Number(match[3]),
    resolveTimeZone(timeZone),
  );
  return new Date(local.getTime()).toISOString();
}

function toInputValue(field: FieldConfig, value: unknown, timeZone: string): unknown {
  if (value === null || value === undefined) return field.type === 'flags' ? [] : value;
  switch (field.type) {
    case 'date':
    case 'datetime': {
      const date = new Date(String(value));
      if (!isValid(date)) return String(value);
      // Dates without a time are calendar days: read them in UTC so no zone moves them to another day.
      const zone =
        field.type === 'date' && /^\d{4}-\d{2}-\d{2}$/.test(String(value))
          ? 'UTC'
          : resolveTimeZone(timeZone);
      return format(new TZDate(date, zone), field.type === 'date' ? 'dd/MM/yyyy' : 'dd/MM/yyyy HH:mm');
    }
    case 'flags':
      return field.choices.map((choice) => Number(choice.value)).filter((bit) => (Number(value) & bit) !== 0);
    case 'json':
      return typeof value === 'string' ? value : JSON.stringify(value, null, 2);
    case 'tags':
      return Array.isArray(value) ? value.map(String).join(', ') : String(value);
    default:
      return value;
  }
}

function fromInputValue(field: FieldConfig, value: unknown, timeZone: string): unknown {
  const blank = value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
  switch (field.type) {
    case 'date': {
      if (blank) return null;
      const day = parseDayMonthYear(String(value));
      return day ? day.toISOString().slice(0, 10) : value;
    }
    case 'datetime':
      return blank ? null : (parseDateTime(String(value), timeZone) ?? value);
    case 'number':
    case 'duration':
      return blank ? null : Number(value);
    case 'flags':
      return Array.isArray(value) ? value.reduce((sum: number, bit) => sum | Number(bit), 0) : 0;
    case 'json':
      return blank ? null : JSON.parse(String(value));
    case 'tags':
      return blank
        ? []
        : String(value)
            .split(',')
            .map((tag) => tag.trim())
            .filter(Boolean);
    case 'referenceList':
      return Array.isArray(value) ? value : [];
    default:
      return value ?? null;
  }
}

function setPath(target: Record<string, unknown>, path: string, value: unknown) {
  const keys = path.split('.');
  let current = target;
  keys.slice(0, -1).forEach((key) => {
    if (typeof current[key] !== 'object' || current[key] === null) current[key] = {};
    current = current[key] as Record<string, unknown>;
  });
  current[keys[keys.length - 1]] = value;
}

/** The initial values of a form: the record's values (or the declared defaults) in the inputs' typed formats. */
export function toFormValues(
  inputs: readonly FormInput[],
  record: unknown,
  timeZone: string,
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const { input, field } of inputs) {
    const current = getPath(record, input.source);
    setPath(
      values,
      input.source,
      toInputValue(field, current === undefined ? input.defaultValue : current, timeZone),
    );
  }
  return values;
}

/** The request body of a form: every submitted input converted back to its wire format (ISO dates, bit sums, …). */
export function fromFormValues(
  inputs: readonly FormInput[],
  values: Record<string, unknown>,
  timeZone: string,
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const { input, field } of inputs) {
    if (!input.submit || input.readOnly) continue;
    setPath(body, input.source, fromInputValue(field, getPath(values, input.source), timeZone));
  }
  return body;
}
