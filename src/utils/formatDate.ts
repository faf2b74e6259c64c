import { TZDate } from '@date-fns/tz';
import { format, isValid } from 'date-fns';
import { isTimeZone } from '../shared/timeZone';

/** en-GB day/month/year display (SPEC §9). */
export const DATE_FORMAT = 'dd/MM/yyyy';
export const DATETIME_FORMAT = 'dd/MM/yyyy HH:mm';

export type DateInput = string | number | Date | null | undefined;

/** The browser's IANA time zone. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** The console time zone: the user's preference when it is a valid IANA zone, else the browser's (SPEC §9). */
export function resolveTimeZone(preferred: string | null | undefined): string {
  // An unknown zone name from the server must not break every date on screen.
  return preferred && isTimeZone(preferred) ? preferred : browserTimeZone();
}

/** Formats a date (and time) in en-GB style in the console time zone; '' for missing or invalid input. */
export function formatDate(
  value: DateInput,
  { timeZone, withTime = false }: { timeZone?: string | null; withTime?: boolean } = {},
): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  if (!isValid(date)) return '';
  return format(new TZDate(date, resolveTimeZone(timeZone)), withTime ? DATETIME_FORMAT : DATE_FORMAT);
}
