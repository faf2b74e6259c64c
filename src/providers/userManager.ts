import { UserManager, WebStorageStateStore, type UserManagerSettings } from 'oidc-client-ts';
import type { RuntimeConfig } from '../types/api';

/**
 * OIDC client settings from the runtime configuration (SPEC §4, §7, §9): code flow with PKCE, query response mode,
 * automatic silent renew (refresh token when held), and user + state kept in session storage only.
 */
export function userManagerSettings(
  config: RuntimeConfig,
  {
    origin = window.location.origin,
    pathname = window.location.pathname,
    storage = window.sessionStorage,
  } = {},
): UserManagerSettings {
  const { sso } = config;
  // The hidden renew frame boots the whole console; it must not schedule renewals (and nested frames) of its own.
  const inSilentRenewFrame = pathname === sso.silentRedirectPath;
  return {
    authority: sso.authority,
    client_id: sso.clientId,
    scope: sso.scope,
    response_type: 'code',
    response_mode: 'query',
    redirect_uri: `${origin}${sso.redirectPath}`,
    silent_redirect_uri: `${origin}${sso.silentRedirectPath}`,
    post_logout_redirect_uri: `${origin}${sso.postLogoutRedirectPath}`,
    // Tokens must not outlive the tab, so never localStorage (the library default for state).
    userStore: new WebStorageStateStore({ store: storage }),
    stateStore: new WebStorageStateStore({ store: storage }),
    automaticSilentRenew: !inSilentRenewFrame,
    validateSubOnSilentRenew: true,
    accessTokenExpiringNotificationTimeInSeconds: 60,
    silentRequestTimeoutInSeconds: 10,
    checkSessionIntervalInSeconds: 2,
    popupWindowFeatures: { height: 640 },
  };
}

/** Creates the console's single `UserManager`. */
export function createUserManager(config: RuntimeConfig): UserManager {
  return new UserManager(userManagerSettings(config));
}
