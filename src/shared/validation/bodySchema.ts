import { isTimeOfDay } from './dayMonthYear';
import { messageText, VALIDATION_MESSAGES } from './messages';
import { isIsoDay } from './wireValues';

/**
 * Declarative schemas of request bodies, one per write call, read by the platform (the answer's `errors`) and the
 * console (the same limits and choices): exact types with no coercion (`"5"` is not 5, `{}` is not a text), real
 * calendar days, choices by value, a length limit on every text and a bound on every list. Plain data and checks
 * rather than zod: src/shared imports nothing outside itself (ESLint rule `shared-imports-only-shared`), and the
 * form rules it sits beside are plain validators too.
 */
export type FieldSchema = (
  | {
      kind: 'text';
      max: number;
      pattern?: RegExp;
      /** The over-long message in the words of its input (a file's size rather than a count of characters). */
      tooLong?: string;
    }
  | { kind: 'integer'; min: number; max: number }
  | { kind: 'boolean' }
  /** `YYYY-MM-DD` naming a real day (no 2026-02-30); the wire form of the console's DD/MM/YYYY dates. */
  | { kind: 'day' }
  /** `HH:MM`, 24 h (SPEC §5). */
  | { kind: 'time' }
  | { kind: 'choice'; values: readonly (string | number)[] }
  | { kind: 'list'; of: FieldSchema; max: number }
) & {
  /** Absent, null and blank values fail with SPEC §5 "Field is required"; otherwise they pass untouched. */
  required?: boolean;
};

export type BodySchema = Readonly<Record<string, FieldSchema>>;

/** Text limits: names 1 to 200 characters, other one-line texts 2,000, multi-line content 200,000. */
export const NAME_MAX = 200;
export const TEXT_MAX = 2000;
export const LONG_TEXT_MAX = 200_000;

/** A record id as the wire carries it: a positive whole number (never `"12"` or `12.0000001`). */
export const ID_FIELD: FieldSchema = { kind: 'integer', min: 1, max: Number.MAX_SAFE_INTEGER };
/** The values of an enumeration, as a choice field. */
export const choiceOf = (enumeration: { values: readonly { value: string | number }[] }, required = false) =>
  ({ kind: 'choice', values: enumeration.values.map((item) => item.value), required }) as const;

/** Field by field, the first problem (English, SPEC §5 wording where a form shows it); empty when the body passes. */
export function bodySchemaErrors(
  schema: BodySchema,
  body: Readonly<Record<string, unknown>>,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [name, field] of Object.entries(schema)) {
    const value = Object.hasOwn(body, name) ? body[name] : undefined;
    const problem = fieldProblem(field, value);
    if (problem !== undefined) errors[name] = problem;
  }
  return errors;
}

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** The problem of one value, or undefined. */
export function fieldProblem(field: FieldSchema, value: unknown): string | undefined {
  if (isBlank(value)) return field.required ? VALIDATION_MESSAGES.required : undefined;
  switch (field.kind) {
    case 'text':
      if (typeof value !== 'string') return 'Expected text';
      if (value.length > field.max)
        return field.tooLong ?? messageText({ message: 'validation.maxLength', args: { n: field.max } });
      return field.pattern && !field.pattern.test(value) ? VALIDATION_MESSAGES.match : undefined;
    case 'integer':
      if (typeof value !== 'number' || !Number.isInteger(value)) return VALIDATION_MESSAGES.digits;
      return value < field.min || value > field.max
        ? messageText({ message: 'validation.range', args: { min: field.min, max: field.max } })
        : undefined;
    case 'boolean':
      return typeof value === 'boolean' ? undefined : 'Expected true or false';
    case 'day':
      return isIsoDay(value) ? undefined : VALIDATION_MESSAGES.date;
    case 'time':
      return typeof value === 'string' && value === value.trim() && isTimeOfDay(value)
        ? undefined
        : VALIDATION_MESSAGES.time;
    case 'choice':
      return field.values.includes(value as never) ? undefined : `Expected one of ${field.values.join(', ')}`;
    case 'list': {
      if (!Array.isArray(value)) return 'Expected a list';
      if (value.length > field.max) return `A list of at most ${field.max} items`;
      for (const item of value) {
        const problem = isBlank(item) ? VALIDATION_MESSAGES.required : fieldProblem(field.of, item);
        if (problem !== undefined) return problem;
      }
      return field.required && value.length === 0 ? VALIDATION_MESSAGES.required : undefined;
    }
  }
}
