import type { SyncValidatorSpec } from '../shared/validation/validatorSpecs';

/** Names are 1–200 characters (SPEC §5 "Value not match" past that). */
export const NAME_RULES: SyncValidatorSpec[] = [
  { name: 'required' },
  { name: 'match', pattern: '^[\\s\\S]{1,200}$' },
];

/** E.164: '+', a non-zero digit, then 6 to 14 digits. */
export const E164_PATTERN = '^\\+[1-9]\\d{6,14}$';

/** A whole number in a range: the range message first, then "only whole numbers" for fractions in range. */
export const wholeInRange = (min: number, max: number): SyncValidatorSpec[] => [
  { name: 'range', min, max },
  { name: 'digits' },
];
