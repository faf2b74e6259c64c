import { ErrorResponse, ErrorTimeout, User } from 'oidc-client-ts';

/*
 * Silent token renewal, coordinated across the tabs of one browser.
 *
 * The user (tokens included) lives in sessionStorage, which is per tab. Tabs therefore normally hold separate
 * refresh-token chains, except that the browser COPIES sessionStorage into a tab opened with window.open (and
 * into a duplicated tab): such tabs start with the very same refresh token. The SSO rotates refresh tokens and treats
 * a second use of one as theft, revoking the whole grant — every tab of the session. So:
 * - every renewal runs under one Web Lock per browser, never two at a time;
 * - a tab that exchanged a refresh token holds a marker lock named after the token's hash (lock state is shared by
 *   all tabs and consistent, unlike storage events) and broadcasts the successor user over a BroadcastChannel
 *   (same origin, in memory only: tokens never touch localStorage);
 * - a tab holding the same refresh token adopts that successor instead of spending the token again; when it finds
 *   the marker but the successor does not arrive, it renews through the SSO session (iframe) and starts its own chain.
 */

/** Web Lock serialising renewals across the tabs of this browser. */
export const RENEW_LOCK_NAME = 'switchboard-token-renew';
/** Prefix of the marker locks naming (by SHA-256) refresh tokens already exchanged by some tab. */
export const SPENT_LOCK_PREFIX = 'switchboard-refresh-token-spent:';
/** BroadcastChannel carrying renewed users to tabs that hold the same refresh-token chain. */
export const RENEW_CHANNEL_NAME = 'switchboard-token-renew';
/** SPEC §9: renew 60 s before expiry ... */
export const EXPIRING_NOTICE_SECONDS = 60;
/** ... and SPEC §4: after a timeout, retry in 5 s. */
export const TIMEOUT_RETRY_SECONDS = 5;
/** How long a tab waits for the successor of a refresh token another tab exchanged. */
export const SUCCESSOR_WAIT_MS = 3000;
/** Marker locks kept per tab; older ones are released (their tokens were adopted long ago). */
const KEPT_SPENT_MARKERS = 20;

/** The part of oidc-client-ts `UserManager` renewal needs (a real manager satisfies it). */
export interface RenewUserManager {
  getUser: () => Promise<User | null>;
  signinSilent: (args?: { forceIframeAuth?: boolean }) => Promise<User | null>;
  storeUser: (user: User | null) => Promise<void>;
  events: {
    load: (user: User, raiseEvent?: boolean) => Promise<void>;
    addUserLoaded: (callback: (user: User) => void) => () => void;
    addUserUnloaded: (callback: () => void) => () => void;
    _raiseSilentRenewError: (error: Error) => Promise<void>;
  };
}

/** The part of the Web Locks API used here. */
export interface LockApi {
  request: (name: string, callback: () => Promise<unknown>) => Promise<unknown>;
  query: () => Promise<{ held?: { name?: string }[] }>;
}

/** The part of BroadcastChannel used here. */
export interface RenewChannel {
  postMessage: (message: unknown) => void;
  addEventListener: (type: 'message', listener: (event: { data: unknown }) => void) => void;
  removeEventListener: (type: 'message', listener: (event: { data: unknown }) => void) => void;
}

export interface TokenRenewalDeps {
  userManager: RenewUserManager;
  /** `navigator.locks`; without it (old browsers) renewals are not coordinated across tabs. */
  locks?: LockApi;
  channel?: RenewChannel;
  /** Hex SHA-256 of a token; null when hashing is unavailable (then no cross-tab markers). */
  hash?: (token: string) => Promise<string | null>;
  now?: () => number;
}

interface RenewedMessage {
  type: 'renewed';
  spent: string;
  user: string;
}

/** Starts renewing the access token before expiry (SPEC §4, §9); returns a stop function. */
export function startTokenRenewal({
  userManager,
  locks,
  channel,
  hash = sha256Hex,
  now = Date.now,
}: TokenRenewalDeps): TokenRenewal {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const adoptionWaiters = new Set<() => void>();
  const markers: Array<() => void> = [];

  const schedule = (user: User | null) => {
    clearTimeout(timer);
    timer = undefined;
    if (!user?.access_token || user.expires_at === undefined) return;
    const remaining = user.expires_at - now() / 1000;
    if (remaining <= 0) return;
    timer = setTimeout(() => void renew(user.access_token), renewDelaySeconds(remaining) * 1000);
  };

  const withRenewLock = <T>(work: () => Promise<T>): Promise<T> =>
    locks ? (locks.request(RENEW_LOCK_NAME, work) as Promise<T>) : work();

  const isSpentElsewhere = async (refreshToken: string) => {
    const digest = locks ? await hash(refreshToken) : null;
    if (!locks || !digest) return false;
    const { held = [] } = await locks.query();
    return held.some((lock) => lock.name === SPENT_LOCK_PREFIX + digest);
  };

  const announce = async (spentToken: string, successor: User) => {
    const spent = await hash(spentToken);
    if (!spent) return;
    if (locks) {
      // Held until this tab goes away; acquired before the renew lock is released, so the next tab sees it.
      await new Promise<void>((granted) => {
        void locks.request(SPENT_LOCK_PREFIX + spent, () => {
          granted();
          return new Promise<void>((release) => markers.push(release));
        });
      });
      while (markers.length > KEPT_SPENT_MARKERS) markers.shift()?.();
    }
    const message: RenewedMessage = { type: 'renewed', spent, user: successor.toStorageString() };
    channel?.postMessage(message);
  };

  const waitForAdoption = async (previousToken: string): Promise<boolean> => {
    if ((await userManager.getUser())?.access_token !== previousToken) return true;
    return new Promise<boolean>((resolve) => {
      const done = (adopted: boolean) => {
        adoptionWaiters.delete(onAdopted);
        clearTimeout(giveUp);
        resolve(adopted);
      };
      const onAdopted = () => done(true);
      const giveUp = setTimeout(() => done(false), SUCCESSOR_WAIT_MS);
      adoptionWaiters.add(onAdopted);
    });
  };

  async function renew(scheduledToken: string): Promise<void> {
    try {
      await withRenewLock(async () => {
        // Re-read: this tab may have adopted a successor from another tab, or signed out, meanwhile.
        const current = await userManager.getUser();
        if (!current || current.access_token !== scheduledToken) return;
        const refreshToken = current.refresh_token;
        if (refreshToken && (await isSpentElsewhere(refreshToken))) {
          if (await waitForAdoption(scheduledToken)) return;
          await userManager.signinSilent({ forceIframeAuth: true });
          return;
        }
        const renewed = await userManager.signinSilent();
        if (refreshToken && renewed) await announce(refreshToken, renewed);
      });
    } catch (error) {
      if (error instanceof ErrorTimeout) {
        clearTimeout(timer);
        timer = setTimeout(() => void renew(scheduledToken), TIMEOUT_RETRY_SECONDS * 1000);
        return;
      }
      await userManager.events._raiseSilentRenewError(asRenewError(error));
    }
  }

  const onMessage = (event: { data: unknown }) => {
    const data = event.data;
    if (!isRenewedMessage(data)) return;
    void (async () => {
      const current = await userManager.getUser();
      if (!current?.refresh_token || (await hash(current.refresh_token)) !== data.spent) return;
      const successor = User.fromStorageString(data.user);
      if (successor.profile.sub !== current.profile.sub) return;
      await userManager.storeUser(successor);
      await userManager.events.load(successor); // raises userLoaded: reschedules and hands out the new token
      adoptionWaiters.forEach((notify) => notify());
    })().catch((error: unknown) => console.warn('Could not adopt the token renewed by another tab', error));
  };

  const removeLoaded = userManager.events.addUserLoaded(schedule);
  const removeUnloaded = userManager.events.addUserUnloaded(() => schedule(null));
  channel?.addEventListener('message', onMessage);
  void userManager.getUser().then(schedule, () => undefined);

  const stop = () => {
    clearTimeout(timer);
    removeLoaded();
    removeUnloaded();
    channel?.removeEventListener('message', onMessage);
    markers.splice(0).forEach((release) => release());
  };
  return Object.assign(stop, { renewNow: renew });
}

/**
 * Stops the renewal when called; `renewNow(token)` renews at once (coordinated like a scheduled renewal) when
 * `token` is still the current one, e.g. after the API refused it (issue 9).
 */
export type TokenRenewal = (() => void) & { renewNow: (token: string) => Promise<void> };

/**
 * Seconds until renewal for a token with `remaining` seconds left: 60 s before expiry (SPEC §9), but never before half
 * of the remaining lifetime, so a short-lived token (e.g. 60 s) is not renewed continuously.
 */
export function renewDelaySeconds(remaining: number): number {
  return Math.max(remaining - EXPIRING_NOTICE_SECONDS, remaining / 2);
}

/** SPEC §4: a renewal whose subject changed fails with login_required (oidc-client-ts words it differently). */
function asRenewError(error: unknown): Error {
  if (error instanceof Error && /does not match current sub/.test(error.message)) {
    return new ErrorResponse({ error: 'login_required', error_description: 'login_required' });
  }
  return error instanceof Error ? error : new Error(String(error));
}

function isRenewedMessage(data: unknown): data is RenewedMessage {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Record<string, unknown>;
  return message.type === 'renewed' && typeof message.spent === 'string' && typeof message.user === 'string';
}

async function sha256Hex(token: string): Promise<string | null> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return null;
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(token));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
