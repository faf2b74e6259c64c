import type { FastifyRequest } from 'fastify';
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
