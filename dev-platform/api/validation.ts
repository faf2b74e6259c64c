import type { FastifyRequest } from 'fastify';
import { isIsoDay } from '../../src/shared/validation/wireValues';
import { badRequest } from './apiError';

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
  return parseId((request.params as { id?: unknown }).id) ?? 0;
}

/** Most ids one call may name (bulk actions, filters): far below SQLite's bound-parameter limit. */
export const MAX_IDS = 1000;

/**
 * A record id written in canonical decimal (`12`), or undefined: `0x10`, `+2`, `2.0`, `1e3`, ` 7` and numbers beyond
 * 2^53 are not ids, even though `Number()` would read them as such.
 */
export function parseId(raw: unknown): number | undefined {
  if (typeof raw === 'number') return Number.isSafeInteger(raw) && raw > 0 ? raw : undefined;
  if (typeof raw !== 'string' || !/^[1-9]\d{0,15}$/.test(raw)) return undefined;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : undefined;
}

/** A trimmed text, or null for empty/absent values. */
export const optionalText = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/** Whether a value is a list of whole numbers. */
export const isIdList = (value: unknown): value is number[] =>
  Array.isArray(value) && value.length <= MAX_IDS && value.every((item) => Number.isSafeInteger(item));

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

/**
 * An optional calendar day of a body (`YYYY-MM-DD`, a real date): the day, null when empty or absent, or an error
 * recorded under `field` (no coercion: an object, a number or `2026-02-30` is refused).
 */
export function optionalDay(body: Record<string, unknown>, field: string, errors: Record<string, string>) {
  const value = body[field];
  if (value === undefined || value === null || value === '') return null;
  if (isIsoDay(value)) return value;
  errors[field] ??= 'Expected a real date';
  return null;
}
