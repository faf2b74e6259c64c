import { addDays, todayIn, type CalendarRange } from '../../utils/calendarDays';

/** The month presets: this month and the two before it. */
export const MONTH_PRESETS = ['this_month', 'last_month', 'month_before'] as const;
export type MonthPreset = (typeof MONTH_PRESETS)[number];

/** The calendar month `back` months before today's in a time zone, as a day range (both ends included). */
export function monthRange(back: number, timeZone: string, now?: number): CalendarRange {
  const [year, month] = todayIn(timeZone, now).split('-').map(Number);
  const first = new Date(Date.UTC(year!, month! - 1 - back, 1)).toISOString().slice(0, 10);
  const next = new Date(Date.UTC(year!, month! - back, 1)).toISOString().slice(0, 10);
  return { from: first, to: addDays(next, -1) };
}

/** The preset a range is, if any. */
export function presetOf(range: CalendarRange, timeZone: string, now?: number): MonthPreset | undefined {
  return MONTH_PRESETS.find((_, back) => {
    const month = monthRange(back, timeZone, now);
    return month.from === range.from && month.to === range.to;
  });
}

/** The key under which the chosen period is kept for the session: the same on every tab, tenant and application. */
export const PERIOD_STORE_KEY = 'billing.period';
