import { z } from 'zod';
import type { ValidatorSpec } from '../../shared/validation/validatorSpecs';
import { apiPath, source, text } from './primitives';

const bare = <T extends string>(validator: T) => z.strictObject({ name: z.literal(validator) });
const sized = <T extends string>(validator: T) =>
  z.strictObject({ name: z.literal(validator), n: z.int().min(0) });

const pattern = z.string().refine(
  (value) => {
    try {
      new RegExp(value);
      return true;
    } catch {
      return false;
    }
  },
  { error: 'is not a valid regular expression' },
);

/**
 * Validators a configuration can name (SPEC §5), e.g. `{ "name": "minLength", "n": 3 }`. `time` and `date` fail on
 * an empty value, their `optional…` variants accept it; every other rule but `required` accepts empty values.
 * `match` compares with another input (`field`) or a regular expression (`pattern`). `unique` asks the API whether
 * the value is taken: GET `path` with the value in `param` (and `excludeId` when editing) answering `{ exists }`.
 */
export const validatorSchema: z.ZodType<ValidatorSpec> = z.discriminatedUnion('name', [
  bare('required'),
  z
    .strictObject({ name: z.literal('match'), field: source.optional(), pattern: pattern.optional() })
    .refine((spec) => (spec.field === undefined) !== (spec.pattern === undefined), {
      error: 'needs either "field" or "pattern" (exactly one)',
    }),
  bare('email'),
  bare('time'),
  bare('optionalTime'),
  sized('minLength'),
  sized('exactLength'),
  bare('digits'),
  z
    .strictObject({ name: z.literal('range'), min: z.number(), max: z.number() })
    .refine((spec) => spec.min <= spec.max, { error: (issue) => rangeError(issue.input) }),
  z.strictObject({ name: z.literal('minValue'), n: z.number() }),
  bare('date'),
  bare('optionalDate'),
  bare('httpsUrl'),
  z.strictObject({
    name: z.literal('unique'),
    path: apiPath,
    param: text.optional(),
    message: text.optional(),
  }),
]);

function rangeError(input: unknown): string {
  const { min, max } = (input ?? {}) as { min?: number; max?: number };
  return `min ${min} is above max ${max}`;
}
