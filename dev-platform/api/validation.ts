import type { FastifyRequest } from 'fastify';
import { badRequest } from './apiError';

/**
 * Server-side twins of the console's validators (SPEC §5), with the same rules and exact messages; the console's
 * own copy lives in src/resources/validation and `tests/api/validationParity.test.ts` keeps the two in step.
 */
export type Rule =
  | { name: 'required' | 'email' | 'time' | 'optionalTime' | 'digits' | 'date' | 'optionalDate' }
  | { name: 'minLength' | 'exactLength' | 'minValue'; n: number }
  | { name: 'range'; min: number; max: number }
  | { name: 'match'; field?: string; pattern?: string };

export const MESSAGES = {
  required: 'Field is required',
  match: 'Value not match',
  email: 'Invalid email format',
  time: "Time must be in 'XX:YY' format",
  minLength: (n: number) => `Field must contains at least ${n} characters`,
  exactLength: (n: number) => `Field must contains exactly ${n} characters`,
  digits: 'Field must contains only whole numbers',
  range: (min: number, max: number) => `Number must be in range ${min} - ${max}`,
  minValue: (n: number) => `Minimum value is ${n}`,
  date: 'Date must be in DD/MM/YYYY format',
} as const;

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

const isEmpty = (value: unknown) =>
  value === null ||
  value === undefined ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/** A day/month/year text forming a real calendar date (SPEC §5), else null. */
export function parseDayMonthYear(text: string): Date | null {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real && year >= 1 ? date : null;
}

const isTime = (text: string) => {
  const match = /^(\d{2}):(\d{2})$/.exec(text.trim());
  return !!match && Number(match[1]) <= 23 && Number(match[2]) <= 59;
};

/** The message of the first rule `value` breaks, or undefined. `body` is the whole request body (for `match`). */
export function checkRule(
  rule: Rule,
  value: unknown,
  body: Record<string, unknown> = {},
): string | undefined {
  if (rule.name === 'required') return isEmpty(value) ? MESSAGES.required : undefined;
  if (rule.name === 'time') return !isEmpty(value) && isTime(String(value)) ? undefined : MESSAGES.time;
  if (rule.name === 'date')
    return !isEmpty(value) && parseDayMonthYear(String(value)) ? undefined : MESSAGES.date;
  if (isEmpty(value)) return undefined;
  const text = String(value);
  const length = Array.isArray(value) ? value.length : text.length;
  const n = Number(value);
  switch (rule.name) {
    case 'match':
      if (rule.field !== undefined) return value === body[rule.field] ? undefined : MESSAGES.match;
      return new RegExp(rule.pattern ?? '').test(text) ? undefined : MESSAGES.match;
    case 'email':
      return EMAIL.test(text.trim()) ? undefined : MESSAGES.email;
    case 'optionalTime':
      return isTime(text) ? undefined : MESSAGES.time;
    case 'minLength':
      return length >= rule.n ? undefined : MESSAGES.minLength(rule.n);
    case 'exactLength':
      return length === rule.n ? undefined : MESSAGES.exactLength(rule.n);
    case 'digits':
      return /^\d+$/.test(text.trim()) ? undefined : MESSAGES.digits;
    case 'range':
      return Number.isFinite(n) && n >= rule.min && n <= rule.max
        ? undefined
        : MESSAGES.range(rule.min, rule.max);
    case 'minValue':
      return Number.isFinite(n) && n >= rule.n ? undefined : MESSAGES.minValue(rule.n);
    case 'optionalDate':
      return parseDayMonthYear(text) ? undefined : MESSAGES.date;
  }
}

/**
 * Checks the body's fields against their rules and returns the first message per failing field. With `partial`,
 * fields absent from the body are skipped (updates that send only some fields).
 */
export function fieldErrors(
  body: Record<string, unknown>,
  rules: Record<string, Rule[]>,
  options: { partial?: boolean } = {},
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [field, fieldRules] of Object.entries(rules)) {
    if (options.partial && !(field in body)) continue;
    for (const rule of fieldRules) {
      const message = checkRule(rule, body[field], body);
      if (message) {
        errors[field] = message;
        break;
      }
    }
  }
  return errors;
}

/** Answers 400 `{ status, error, errors: {field: message} }` when any field failed. */
export function assertValid(errors: Record<string, string>): void {
  if (Object.keys(errors).length > 0) throw badRequest('Validation failed', errors);
}

/** The JSON object body of a request; 400 for anything else. */
export function bodyOf(request: FastifyRequest): Record<string, unknown> {
  const body = request.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw badRequest('Expected a JSON object body');
  return body as Record<string, unknown>;
}

/** The numeric `:id` route parameter; 404 when it is not a whole number (no such record). */
export function idParam(request: FastifyRequest): number {
  const id = Number((request.params as { id?: string }).id);
  return Number.isInteger(id) && id > 0 ? id : 0;
}

/** A trimmed text, or null for empty/absent values. */
export const optionalText = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/** Whether a value is a list of whole numbers. */
export const isIdList = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every((item) => Number.isInteger(item));

/** Placeholders and parameters of `column IN (…)` for a list of ids (never empty: `IN (NULL)` matches nothing). */
export function inList(ids: readonly number[]): { sql: string; params: number[] } {
  return ids.length === 0
    ? { sql: '(NULL)', params: [] }
    : { sql: `(${ids.map(() => '?').join(', ')})`, params: [...ids] };
}

/** Whether `zone` is an IANA time zone this runtime knows (e.g. a user's console time zone). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
