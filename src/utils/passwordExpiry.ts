import type { SignedInUser } from '../shared/wire/home';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What the password-expiry warning shows: nothing, the days left, or that the password has expired. */
export type PasswordExpiryNotice =
  { kind: 'none' } | { kind: 'expiring'; days: number } | { kind: 'expired' };

/**
 * SPEC §9: warn when the days left are at most `warnDays`; days never go below 0, and 0 days left means expired.
 * Days are counted up (2.1 days left reads "3 days"), so the warning never understates the time left. A policy of
 * NEVER, a missing or unreadable expiry date, or a negative warn period shows nothing.
 */
export function passwordExpiryNotice(
  expiration: SignedInUser['passwordExpiration'] | null | undefined,
  now: number = Date.now(),
): PasswordExpiryNotice {
  if (!expiration || expiration.type === 'NEVER' || !expiration.expiresAt) return { kind: 'none' };
  const expiresAt = Date.parse(expiration.expiresAt);
  const warnDays = Number(expiration.warnDays);
  if (!Number.isFinite(expiresAt) || !Number.isFinite(warnDays) || warnDays < 0) return { kind: 'none' };
  const days = Math.max(0, Math.ceil((expiresAt - now) / DAY_MS));
  if (days === 0) return { kind: 'expired' };
  return days <= warnDays ? { kind: 'expiring', days } : { kind: 'none' };
}
