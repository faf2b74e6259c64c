import { TZDate } from '@date-fns/tz';
import { addDays, format } from 'date-fns';
import type { DateRangeValue } from '../shared/listQuery';

/** Days as the date inputs hold them: `YYYY-MM-DD`, in the console time zone. */
export interface DayRange {
  from?: string;
  to?: string;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The instant a day starts in a time zone (midnight there), as ISO text. */
function startOfDay(day: string, timeZone: string, plusDays = 0): string | undefined {
  const match = DAY.exec(day);
  if (!match) return undefined;
  const start = new TZDate(Number(match[1]), Number(match[2]) - 1, Number(match[3]), timeZone);
  return new Date(addDays(start, plusDays).getTime()).toISOString();
}

/**
 * A range of whole days in the console time zone as the instants a list filter sends: from the start of the first
 * day (`gte`) to the start of the day after the last (`lt`), so the last day counts whole.
 */
export function dayRangeToInstants({ from, to }: DayRange, timeZone: string): DateRangeValue {
  const gte = from ? startOfDay(from, timeZone) : undefined;
  const lt = to ? startOfDay(to, timeZone, 1) : undefined;
  return { ...(gte ? { gte } : {}), ...(lt ? { lt } : {}) };
}

/** The days a filter value covers in the console time zone (the inverse of `dayRangeToInstants`). */
export function instantsToDayRange(value: DateRangeValue | undefined, timeZone: string): DayRange {
  const day = (iso: string | undefined, minusDays = 0) =>
    iso
      ? format(addDays(new TZDate(new Date(iso).getTime(), timeZone), -minusDays), 'yyyy-MM-dd')
      : undefined;
  const from = day(value?.gte);
  const to = day(value?.lt, 1);
  return { ...(from ? { from } : {}), ...(to ? { to } : {}) };
}
