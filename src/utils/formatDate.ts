import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { isTimeZone } from '../shared/timeZone';
import { currentFormats, TYPED_FORMATS } from './formatLocale';

export type DateInput = string | number | Date | null | undefined;

let browserZone: string | undefined;

/**
 * The browser's IANA time zone, read once: every date cell of a user without a (valid) preference asks, and each read
 * built a formatter.
 */
export function browserTimeZone(): string {
  browserZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone;
  return browserZone;
}

const zoneChecks = new Map<string, boolean>();

/** The console time zone: the user's preference when it is a valid IANA zone, else the browser's (SPEC §9). */
export function resolveTimeZone(preferred: string | null | undefined): string {
  if (!preferred) return browserTimeZone();
  // An unknown zone name from the server must not break every date on screen. Checked once per name: every cell asks.
  let known = zoneChecks.get(preferred);
  if (known === undefined) zoneChecks.set(preferred, (known = isTimeZone(preferred)));
  return known ? preferred : browserTimeZone();
}

/**
 * Formats a date (and time) in the console language's style (en-GB day/month/year for English, SPEC §9) in the
 * console time zone, or `typed` as forms take it (DD/MM/YYYY in every language, SPEC §5); '' for missing or
 * invalid input.
 */
export function formatDate(
  value: DateInput,
  {
    timeZone,
    withTime = false,
    typed = false,
  }: { timeZone?: string | null; withTime?: boolean; typed?: boolean } = {},
): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  const time = date.getTime();
  if (Number.isNaN(time)) return '';
  const zone = resolveTimeZone(timeZone);
  const formats = typed ? TYPED_FORMATS : currentFormats();
  const key = `${formats.intl} ${zone} ${withTime ? 't' : 'd'} ${time}`;
  let text = formatted.get(key);
  if (text === undefined) {
    text = format(new TZDate(time, zone), withTime ? formats.dateTime : formats.date);
    if (formatted.size >= MAX_FORMATTED) formatted.clear();
    formatted.set(key, text);
  }
  return text;
}

// Lists render the same instants again on every render and page change, and finding a zone's offset is the dear
// part: texts are kept per zone, kind and instant, forgotten all at once past a bound.
const formatted = new Map<string, string>();
const MAX_FORMATTED = 5000;
