import type { FormRules } from './validation/validators';
import { TWO_FACTOR_MESSAGES } from './twoFactor';

/** The user's own details on `/profile`: the same rules in its form and on the platform. */
export const PROFILE_RULES: FormRules = {
  firstname: [{ name: 'required' }],
  lastname: [{ name: 'required' }],
  email: [{ name: 'required' }, { name: 'email' }],
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
