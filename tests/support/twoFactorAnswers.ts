import { Secret, TOTP } from 'otpauth';

/** The code an authenticator app shows for `secret`, `steps` periods from now. */
export const totpCode = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + steps * 30_000 });

/**
 * An answer for `signIn` that sets two-factor up when the SSO asks (a tenant that requires it), as a user would:
 * reading the secret from the page and typing the app's code.
 */
export function enrolWhenAsked(html: string): Record<string, string> | undefined {
  const secret = /data-testid="totp-secret">([A-Z2-7]+)</.exec(html)?.[1];
  return secret ? { code: totpCode(secret) } : undefined;
}
