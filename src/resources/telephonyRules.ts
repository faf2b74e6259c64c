import type { SyncValidatorSpec } from '../shared/validation/validatorSpecs';

/** Names are 1–200 characters (SPEC §5 "Value not match" past that). */
export const NAME_RULES: SyncValidatorSpec[] = [
  { name: 'required' },
  { name: 'match', pattern: '^[\\s\\S]{1,200}$' },
];

/** A whole number in a range: the range message first, then "only whole numbers" for fractions in range. */
export const wholeInRange = (min: number, max: number): SyncValidatorSpec[] => [
  { name: 'range', min, max },
  { name: 'digits' },
];
