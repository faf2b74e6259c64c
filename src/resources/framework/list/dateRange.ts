import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';

/** A date-range filter value as the API takes it: ISO instants, `gte` inclusive, `lt` exclusive. */
export interface DateRangeValue {
  gte?: string;
  lt?: string;
}

const parts = (day: string) => day.split('-').map(Number) as [number, number, number];

/** The instant a calendar day (`YYYY-MM-DD`, `offset` days later) starts in the time zone. */
function dayStart(day: string, zone: string, offset = 0): string {
  const [year, month, date] = parts(day);
  return new Date(new TZDate(year, month - 1, date + offset, zone).getTime()).toISOString();
}

/** The calendar day (`YYYY-MM-DD`) an instant falls on in the time zone. */
function dayOf(instant: string, zone: string): string {
  return format(new TZDate(instant, zone), 'yyyy-MM-dd');
}

/**
 * The filter value of the days `from` to `to` (both included, either may be empty) in the console time zone, or
 * undefined when both are empty (no filter).
 */
export function dateRangeOf(from: string, to: string, zone: string): DateRangeValue | undefined {
  if (!from && !to) return undefined;
  return { ...(from ? { gte: dayStart(from, zone) } : {}), ...(to ? { lt: dayStart(to, zone, 1) } : {}) };
}

/** The days a filter value covers, as the two date inputs show them. */
export function daysOf(value: unknown, zone: string): { from: string; to: string } {
  const range = (typeof value === 'object' && value !== null ? value : {}) as DateRangeValue;
  const last = range.lt ? new Date(new Date(range.lt).getTime() - 1).toISOString() : undefined;
  return { from: range.gte ? dayOf(range.gte, zone) : '', to: last ? dayOf(last, zone) : '' };
}
