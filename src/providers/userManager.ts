import { UserManager, WebStorageStateStore, type User, type UserManagerSettings } from 'oidc-client-ts';
import type { RuntimeConfig } from '../shared/wire/runtimeConfig';
import { RENEW_CHANNEL_NAME, startTokenRenewal } from './tokenRenewal';
import { SESSION_CHECK_INTERVAL_MS } from './sessionMonitor';

/**
 * OIDC client settings from the runtime configuration (SPEC §4, §7, §9): code flow with PKCE, query response mode,
 * user + state kept in session storage only. Silent renew (refresh token when held, else the iframe) is driven by
 * {@link startTokenRenewal} instead of the library's own timer, so renewals are coordinated across tabs.
 */
export function userManagerSettings(
  config: RuntimeConfig,
  { origin = window.location.origin, storage = window.sessionStorage } = {},
): UserManagerSettings {
  const { sso } = config;
  return {
    authority: sso.authority,
    client_id: sso.clientId,
    scope: sso.scope,
    response_type: 'code',
    response_mode: 'query',
    redirect_uri: `${origin}${sso.redirectPath}`,
    silent_redirect_uri: `${origin}${sso.silentRedirectPath}`,
    // The same callback address as the redirect: no extra address to register with a real identity provider.
    popup_redirect_uri: `${origin}${sso.redirectPath}`,
    post_logout_redirect_uri: `${origin}${sso.postLogoutRedirectPath}`,
    // Tokens must not outlive the tab, so never localStorage (the library default for state).
    userStore: new WebStorageStateStore({ store: storage }),
    stateStore: new WebStorageStateStore({ store: storage }),
    automaticSilentRenew: false,
    validateSubOnSilentRenew: true,
    accessTokenExpiringNotificationTimeInSeconds: 60,
    silentRequestTimeoutInSeconds: 10,
    // The refresh-token request gets the same 10 s limit, so a hung token endpoint counts as a timeout (retry in 5 s).
    requestTimeoutInSeconds: 10,
    // Only monitorSession reads it, and that stays off: the dev SSO has no check_session_iframe, so the console's
    // own session check (sessionMonitor.ts) runs at the same SPEC §9 interval.
    checkSessionIntervalInSeconds: SESSION_CHECK_INTERVAL_MS / 1000,
    popupWindowFeatures: { height: 640 },
  };
}

/**
 * Creates the console's single `UserManager` and starts renewing its tokens, except inside the hidden silent-renew
 * frame: that frame boots the whole console and must not schedule renewals (and nested frames) of its own.
 */
export function createUserManager(
  config: RuntimeConfig,
  { pathname = window.location.pathname }: { pathname?: string } = {},
): UserManager {
  const manager = new UserManager(userManagerSettings(config));
  if (pathname !== config.sso.silentRedirectPath) {
    const renewal = startTokenRenewal({
      userManager: manager,
      locks: typeof navigator !== 'undefined' ? navigator.locks : undefined,
      channel: typeof BroadcastChannel === 'function' ? new BroadcastChannel(RENEW_CHANNEL_NAME) : undefined,
    });
    renewals.set(manager, renewal.renewNow);
  }
  return manager;
}

const renewals = new WeakMap<object, (token: string) => Promise<void>>();
const inFlight = new Map<string, Promise<User | null>>();

/**
 * Renews the access token after the API refused `rejected` (issue 9) and resolves with the user to retry with, or
 * null when renewal failed. One renewal per rejected token, however many calls were refused with it.
 */
export function refreshAccessToken(
  manager: Pick<UserManager, 'getUser' | 'signinSilent'>,
  rejected: string,
): Promise<User | null> {
  let running = inFlight.get(rejected);
  if (!running) {
    running = (async () => {
      const current = await manager.getUser();
      // Another call (or the renewal timer) already replaced the refused token.
      if (current && current.access_token !== rejected && !current.expired) return current;
      const renewNow = renewals.get(manager);
      if (renewNow) await renewNow(rejected);
      else await manager.signinSilent().catch(() => null);
      const renewed = await manager.getUser();
      return renewed && renewed.access_token !== rejected && !renewed.expired ? renewed : null;
    })().finally(() => setTimeout(() => inFlight.delete(rejected), 0));
    inFlight.set(rejected, running);
  }
  return running;
}
