import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import type { DateRangeValue } from '../shared/listQuery';

/**
 * Calendar days as the date inputs hold them (`YYYY-MM-DD`): day arithmetic, today in a zone, and the instants where
 * days start in the console time zone (chart date ranges, billing periods, the list's `dateRange` filter).
 */

/** A range of whole calendar days, both included, as YYYY-MM-DD. */
export interface CalendarRange {
  from: string;
  to: string;
}

/** A range a filter input holds: either end may be missing. */
export type DayRange = Partial<CalendarRange>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The calendar day `offset` days after `day` (plain calendar arithmetic, no time zone involved). */
export function addDays(day: string, offset: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
}

/** Today's calendar day in a time zone. */
export function todayIn(timeZone: string, now: number = Date.now()): string {
  return format(new TZDate(now, timeZone), 'yyyy-MM-dd');
}

/** The last `days` days of a time zone, today included. */
export function lastDays(days: number, timeZone: string, now?: number): CalendarRange {
  const to = todayIn(timeZone, now);
  return { from: addDays(to, 1 - days), to };
}

/** The ISO instant a calendar day starts in a time zone (midnight there, which DST can move). */
export function startOfDay(day: string, timeZone: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(new TZDate(year, month - 1, date, timeZone).getTime()).toISOString();
}

/** The instants of a day range: `from` where its first day starts, `to` where the day after its last starts. */
export const rangeInstants = ({ from, to }: CalendarRange, timeZone: string) => ({
  from: startOfDay(from, timeZone),
  to: startOfDay(addDays(to, 1), timeZone),
});

/** Whether a range names real days, in order, and at most `maxDays` of them. */
export function isValidRange({ from, to }: CalendarRange, maxDays = 366): boolean {
  if (!DAY.test(from) || !DAY.test(to) || addDays(from, 0) !== from || addDays(to, 0) !== to) return false;
  return from <= to && addDays(from, maxDays - 1) >= to;
}

/** The number of days of a range (both ends included). */
export const rangeLength = ({ from, to }: CalendarRange): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/**
 * A range of whole days in the console time zone as the instants a list filter sends: from the start of the first
 * day (`gte`) to the start of the day after the last (`lt`), so the last day counts whole. Text that is no day is
 * left out.
 */
export function dayRangeToInstants({ from, to }: DayRange, timeZone: string): DateRangeValue {
  const gte = from && DAY.test(from) ? startOfDay(from, timeZone) : undefined;
  const lt = to && DAY.test(to) ? startOfDay(addDays(to, 1), timeZone) : undefined;
  return { ...(gte ? { gte } : {}), ...(lt ? { lt } : {}) };
}

/** The days a filter value covers in the console time zone (the inverse of `dayRangeToInstants`). */
export function instantsToDayRange(value: DateRangeValue | undefined, timeZone: string): DayRange {
  const day = (iso: string | undefined) => (iso ? todayIn(timeZone, new Date(iso).getTime()) : undefined);
  const from = day(value?.gte);
  const lt = day(value?.lt);
  const to = lt ? addDays(lt, -1) : undefined;
  return { ...(from ? { from } : {}), ...(to ? { to } : {}) };
}
