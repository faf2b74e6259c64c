import { isTimeZone } from '../shared/timeZone';

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

// One formatter per zone: creating an Intl.DateTimeFormat is far dearer than using one, and lists format every cell.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Formats a date (and time) in en-GB style in the console time zone; '' for missing or invalid input. */
export function formatDate(
  value: DateInput,
  { timeZone, withTime = false }: { timeZone?: string | null; withTime?: boolean } = {},
): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  const time = date.getTime();
  if (Number.isNaN(time)) return '';
  const zone = resolveTimeZone(timeZone);
  const key = `${zone} ${withTime ? 't' : 'd'} ${time}`;
  let text = formatted.get(key);
  if (text === undefined) {
    const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
    for (const part of formatterFor(zone).formatToParts(date)) parts[part.type] = part.value;
    const day = `${parts.day}/${parts.month}/${(parts.year ?? '').padStart(4, '0')}`;
    text = withTime ? `${day} ${parts.hour}:${parts.minute}` : day;
    if (formatted.size >= MAX_FORMATTED) formatted.clear();
    formatted.set(key, text);
  }
  return text;
}

// Lists render the same instants again on every render and page change, and `formatToParts` is the dear part (it
// showed in page-change profiles): texts are kept per zone, kind and instant, forgotten all at once past a bound.
const formatted = new Map<string, string>();
const MAX_FORMATTED = 5000;
