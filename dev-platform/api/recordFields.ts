import type { SyncValidatorSpec } from '../../src/shared/validation/validatorSpecs';

/** A rule beyond the forms': a value of a fixed list (what a select offers), checked on the wire. */
export const oneOf = (values: readonly string[]): SyncValidatorSpec => ({
  name: 'match',
  pattern: `^(${values.join('|')})$`,
});

export const BOOLEAN_MESSAGE = 'Expected true or false';

/** Adds `Expected true or false` for each of `fields` present in the body with a non-boolean value. */
export function booleanErrors(
  body: Record<string, unknown>,
  fields: readonly string[],
  errors: Record<string, string>,
): Record<string, string> {
  for (const field of fields) {
    if (field in body && typeof body[field] !== 'boolean' && !errors[field]) errors[field] = BOOLEAN_MESSAGE;
  }
  return errors;
}

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** A validated number field, or `fallback` when it is absent or empty (partial updates keep the stored value). */
export const numberOr = (value: unknown, fallback: number): number =>
  isBlank(value) ? fallback : Number(value);

/** A validated text field trimmed, or `fallback` when absent (empty optional texts become null). */
export function textOr<T extends string | null>(
  body: Record<string, unknown>,
  field: string,
  fallback: T,
): string | T {
  if (!(field in body)) return fallback;
  const value = body[field];
  return isBlank(value) ? (null as T) : String(value).trim();
}

/** A boolean field, or `fallback` when absent. */
export const booleanOr = (value: unknown, fallback: boolean): boolean =>
  typeof value === 'boolean' ? value : fallback;

/** A stored JSON settings column as an object; anything malformed reads as empty. */
export function jsonObject(text: string | null | undefined): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text ?? '{}');
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}
