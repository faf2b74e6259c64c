import { NAME_MAX, TEXT_MAX, type BodySchema } from './validation/bodySchema';
import type { FormRules } from './validation/validators';
import { TWO_FACTOR_MESSAGES } from './twoFactor';

/** The user's own details on `/profile`: the same rules in its form and on the platform. */
export const PROFILE_RULES: FormRules = {
  firstname: [{ name: 'required' }],
  lastname: [{ name: 'required' }],
  email: [{ name: 'required' }, { name: 'email' }],
};

/** Longest password taken: far beyond any passphrase, and hashing megabytes would stall the platform. */
export const PASSWORD_MAX = 1000;

/** The wire limits of the profile's texts (the form rules above say what a person must fill in). */
export const PROFILE_BODY: BodySchema = {
  firstname: { kind: 'text', max: NAME_MAX },
  lastname: { kind: 'text', max: NAME_MAX },
  email: { kind: 'text', max: TEXT_MAX },
  timezone: { kind: 'text', max: NAME_MAX },
};

/** The wire limits of a password change. */
export const PASSWORD_CHANGE_BODY: BodySchema = {
  currentPassword: { kind: 'text', max: PASSWORD_MAX },
  password: { kind: 'text', max: PASSWORD_MAX },
};

/** Changing one's own password: the current one proves it is the owner at the keyboard. */
export const PASSWORD_CHANGE_RULES: FormRules = {
  currentPassword: [{ name: 'required' }],
  password: [{ name: 'required' }, { name: 'minLength', n: 8 }],
};

/** The first code that confirms a two-factor enrolment. */
export const ENROLMENT_CODE_RULES: FormRules = {
  code: [{ name: 'required' }, { name: 'match', pattern: '^\\s*\\d{3}\\s?\\d{3}\\s*$' }],
};

/**
 * Who may read and renew their own API secret on `/profile`: whoever may manage users' secrets (the users screen's
 * permission), so the profile grants nothing the users screen does not.
 */
export const OWN_API_SECRET_PERMISSION = { area: 'User', action: 'edit' } as const;

export const PROFILE_MESSAGES = {
  wrongCurrentPassword: 'The current password is not correct',
  samePassword: 'Choose a password different from the current one',
  ...TWO_FACTOR_MESSAGES,
} as const;
