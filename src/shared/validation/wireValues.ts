/**
 * Exact wire values, one definition for the console and the platform: real calendar dates (no 2026-02-30, no
 * 2026-13-01), ISO date-times, and choices matched by value and type (`1.5` or `"1"` is not the choice `1`).
 * Plain checks rather than zod schemas: src/shared imports nothing outside itself (ESLint rule).
 */
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,9})?)?(Z|[+-]([01]\d|2[0-3]):[0-5]\d)?$/;

/** Whether `text` is `YYYY-MM-DD` naming a real day. */
export function isIsoDay(text: unknown): text is string {
  const match = typeof text === 'string' ? ISO_DAY.exec(text) : null;
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Whether `text` is an ISO date-time (`YYYY-MM-DDTHH:MM[:SS[.fff]][Z|±HH:MM]`) on a real day. */
export function isIsoDateTime(text: unknown): text is string {
  if (typeof text !== 'string') return false;
  const [day, time, ...rest] = text.split('T');
  return rest.length === 0 && isIsoDay(day) && time !== undefined && ISO_TIME.test(time);
}

/** What a `date` field takes: a day, or a date-time on a real day. */
export const isWireDate = (text: unknown): text is string => isIsoDay(text) || isIsoDateTime(text);

/** Whether `value` is one of the choices' values, exactly. */
export const isChoice = (value: unknown, choices: readonly { value: unknown }[]) =>
  choices.some((choice) => choice.value === value);
