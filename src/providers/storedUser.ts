import type { RuntimeConfig } from '../shared/wire/runtimeConfig';

/**
 * The signed-in user as oidc-client-ts keeps it in session storage (`User.toStorageString()`), read without the
 * library: a signed-in page load needs only this, so the OIDC client is downloaded when a redirect, renewal or
 * sign-out needs it, after the first screen.
 */
export interface StoredUser {
  access_token: string;
  refresh_token?: string;
  id_token?: string;
  token_type?: string;
  scope?: string;
  session_state?: string | null;
  profile: Record<string, unknown>;
  /** Seconds since the epoch; undefined when the token has no expiry. */
  expires_at?: number;
  /** Seconds left at the time of reading (oidc-client-ts `User.expires_in`). */
  expires_in?: number;
  /** Whether the token had expired at the time of reading (oidc-client-ts `User.expired`). */
  expired?: boolean;
}

/** The session-storage key of the user: `WebStorageStateStore`'s `oidc.` prefix + `UserManager`'s user key. */
export function userStoreKey(sso: Pick<RuntimeConfig['sso'], 'authority' | 'clientId'>): string {
  return `oidc.user:${sso.authority}:${sso.clientId}`;
}

/**
 * Parses a stored user; null when there is none or it is not a user (a corrupt entry is treated like no session, so
 * the console signs in again). `expires_in`/`expired` follow oidc-client-ts: whole seconds, expired at 0 left.
 */
export function parseStoredUser(text: string | null, now: number = Date.now()): StoredUser | null {
  if (!text) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof raw !== 'object' || raw === null) return null;
  const fields = raw as Record<string, unknown>;
  const { access_token, expires_at, profile } = fields;
  if (typeof access_token !== 'string' || access_token === '') return null;
  if (expires_at !== undefined && (typeof expires_at !== 'number' || !Number.isFinite(expires_at)))
    return null;
  const user: StoredUser = {
    access_token,
    refresh_token: optionalString(fields.refresh_token),
    id_token: optionalString(fields.id_token),
    token_type: optionalString(fields.token_type),
    scope: optionalString(fields.scope),
    session_state: typeof fields.session_state === 'string' ? fields.session_state : null,
    profile: typeof profile === 'object' && profile !== null ? (profile as Record<string, unknown>) : {},
    expires_at,
  };
  if (expires_at !== undefined) {
    // oidc-client-ts: expires_in = expires_at - floor(now in seconds); expired when none is left.
    user.expires_in = expires_at - Math.floor(now / 1000);
    user.expired = user.expires_in <= 0;
  }
  return user;
}

/** Reads the stored user of this client from `storage` (session storage: tokens never outlive the tab). */
export function readStoredUser(
  storage: Pick<Storage, 'getItem'>,
  key: string,
  now: number = Date.now(),
): StoredUser | null {
  return parseStoredUser(storage.getItem(key), now);
}

function optionalString(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}
