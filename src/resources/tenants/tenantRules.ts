import type { SyncValidatorSpec } from '../../shared/validation/validatorSpecs';
import { NAME_RULES, wholeInRange } from '../telephonyRules';

/** Tenant codes: lower-case letters, digits and dashes, 2–40 characters (they appear in addresses). */
export const TENANT_CODE_RULES: SyncValidatorSpec[] = [
  { name: 'required' },
  { name: 'match', pattern: '^[a-z0-9][a-z0-9-]{1,39}$' },
];

/** Days of a retention period: one day to ten years. */
export const RETENTION_DAYS = wholeInRange(1, 3650);

export { NAME_RULES, wholeInRange };
