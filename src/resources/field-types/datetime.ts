import { TZDate } from '@date-fns/tz';
import { resolveTimeZone } from '../../utils/formatDate';
import { parseDayMonthYear } from '../../shared/validation/dayMonthYear';
import { shownDate, typedDate } from './date';
import {
  DAY_MS,
  isBlankInput,
  SEED_START,
  unlessEmpty,
  type FieldOf,
  type FieldTypeDefinition,
} from './fieldTypeDefinition';

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

/** A moment, typed DD/MM/YYYY HH:MM in the console time zone and sent as an ISO instant. */
export const datetimeType: FieldTypeDefinition<FieldOf<'datetime'>> = {
  sortable: true,
  typedRules: ['date', 'optionalDate'],
  impliedCheck: (_field, { timeZone }) =>
    unlessEmpty((value) => (parseDateTime(String(value), timeZone) ? undefined : 'validation.date')),
  cell: (_field, value, { timeZone }) => shownDate(value, timeZone, true),
  seed: (_field, { index }) => new Date(SEED_START + index * (DAY_MS / 4)).toISOString(),
  toInput: (_field, value, { timeZone }) => typedDate(value, timeZone, true),
  fromInput: (_field, value, { timeZone }) =>
    isBlankInput(value) ? null : (parseDateTime(String(value), timeZone) ?? value),
};
