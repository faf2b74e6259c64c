/**
 * Two-factor sign-in (RFC 6238 TOTP, SPEC §9 "one-time code is valid 30 s"): the rules the SSO, the API and the
 * console share.
 */
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Steps accepted either side of now: a code typed just as it changed, or a clock a little off. */
export const TOTP_WINDOW = 1;
export const RECOVERY_CODE_COUNT = 10;
export const TOTP_ISSUER = 'Switchboard';

/** A code as typed, without spaces or dashes, lower case. */
export const normaliseCode = (value: string) => value.replace(/[\s-]/g, '').toLowerCase();

/** Six digits, spaces allowed (apps show `123 456`). */
export const isOneTimeCode = (value: unknown): value is string =>
  typeof value === 'string' && new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(normaliseCode(value));

/** Ten letters or digits of the recovery alphabet, dashes allowed (`abcde-fghij`). */
export const isRecoveryCode = (value: unknown): value is string =>
  typeof value === 'string' && /^[a-z2-7]{10}$/.test(normaliseCode(value));

export const TWO_FACTOR_MESSAGES = {
  codeFormat: `Enter the ${TOTP_DIGITS}-digit code from your authenticator app`,
  invalidCode:
    'The code is not valid. Enter the current code from your authenticator app, or a recovery code.',
  invalidEnrolmentCode: 'The code does not match. Check the time on your phone and enter the current code.',
  noEnrolment: 'Start the two-factor set-up first',
  alreadyEnrolled: 'Two-factor authentication is already set up',
} as const;
