import { TZDate } from '@date-fns/tz';
import { format, isValid } from 'date-fns';
import type { ExportColumn } from '../../src/shared/wire/home';

/** en-GB day/month/year, as the console shows dates (SPEC §9). */
const DATE_FORMAT = 'dd/MM/yyyy';
const DATETIME_FORMAT = 'dd/MM/yyyy HH:mm';
const UNSAFE_KEYS = new Set(['__proto__', 'prototype', 'constructor']);

/** The value at a dot path of a list item, own properties only. */
export function valueAt(item: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => {
    if (UNSAFE_KEYS.has(key) || typeof value !== 'object' || value === null) return undefined;
    return Object.hasOwn(value, key) ? (value as Record<string, unknown>)[key] : undefined;
  }, item);
}

/** A list's value as text: names of named objects, lists joined with ', ', other objects as JSON. */
function plainText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(plainText).join(', ');
  if (typeof value === 'object')
    return 'name' in value ? plainText((value as { name: unknown }).name) : JSON.stringify(value);
  return String(value);
}

/** Seconds as minutes and seconds, `mm:ss` (SPEC §9: durations show minutes and seconds). */
function minutesSeconds(value: unknown): string {
  const whole = Math.max(0, Math.round(Number(value)));
  if (!Number.isFinite(whole)) return plainText(value);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(whole / 60))}:${pad(whole % 60)}`;
}

function dateText(value: unknown, timeZone: string, withTime: boolean): string {
  const date = new Date(value as string);
  if (typeof value !== 'string' || !isValid(date)) return plainText(value);
  return format(new TZDate(date, timeZone), withTime ? DATETIME_FORMAT : DATE_FORMAT);
}

function choiceText(column: ExportColumn, value: unknown): string {
  const choices = column.choices ?? [];
  if (column.type === 'flags') {
    const bits = Number(value);
    return choices
      .filter((choice) => (bits & Number(choice.value)) !== 0)
      .map((choice) => choice.label)
      .join(', ');
  }
  return choices.find((choice) => choice.value === value)?.label ?? plainText(value);
}

/** One cell of a column for a list item, written the way the console's list shows it. */
export function cellText(column: ExportColumn, item: unknown, timeZone: string): string {
  const value = valueAt(item, column.source);
  if (value === null || value === undefined || value === '') return '';
  switch (column.type) {
    case 'date':
    case 'datetime':
      return dateText(value, timeZone, column.type === 'datetime');
    case 'duration':
      return minutesSeconds(value);
    case 'enum':
    case 'flags':
      return choiceText(column, value);
    default:
      return plainText(value);
  }
}
