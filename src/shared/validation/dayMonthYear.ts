const DAY_MONTH_YEAR = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const HOURS_MINUTES = /^(\d{1,2}):(\d{2})$/;

/**
 * Parses a typed day/month/year date (SPEC §5): valid only when all three parts exist and form a real calendar
 * date (no 31/04, 29/02 only in leap years); otherwise null. Returns midnight UTC of that day.
 */
export function parseDayMonthYear(text: string): Date | null {
  const match = DAY_MONTH_YEAR.exec(text.trim());
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real && year >= 1 ? date : null;
}

/** Whether a text is a 24-hour time HH:MM (00:00 to 23:59). */
export function isTimeOfDay(text: string): boolean {
  const match = HOURS_MINUTES.exec(text.trim());
  return !!match && match[1].length === 2 && Number(match[1]) <= 23 && Number(match[2]) <= 59;
}
