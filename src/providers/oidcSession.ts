import type { UserManager } from 'oidc-client-ts';
import type { RuntimeConfig } from '../shared/wire/runtimeConfig';
import type { TokenHolder } from './httpClient';
import type { AuthUserManager } from './oidcTypes';
import { readStoredUser, userStoreKey, type StoredUser } from './storedUser';
import type * as UserManagerModule from './userManager';

/** The module holding the OIDC client (oidc-client-ts and the cross-tab renewal), downloaded on first need. */
export type OidcClientModule = Pick<typeof UserManagerModule, 'createUserManager' | 'refreshAccessToken'>;

/**
 * The console's OIDC session. A signed-in page load reads its user (and token) straight from session storage; the
 * OIDC client is imported only for what needs it: the sign-in redirect and its callback, the silent-renew frame,
 * token renewal (the timer, started once the first screen is shown, and after a refused or expiring token), and
 * sign-out. A real `UserManager` does the work in every one of these cases.
 */
export interface OidcSession extends AuthUserManager {
  /** The stored user, read at call time (tokens are renewed in place by the OIDC client). */
  getUser: () => Promise<StoredUser | null>;
  /** The same, synchronously. */
  userNow: () => StoredUser | null;
  /** Renews after the API refused `rejected` (or it is about to expire); the user to retry with, or null. */
  refresh: (rejected: string) => Promise<TokenHolder | null>;
  /** Loads the OIDC client now: its renewal timer starts and stale sign-in states are cleared. */
  startBackground: () => void;
}

export interface OidcSessionDeps {
  storage?: Pick<Storage, 'getItem'>;
  load?: () => Promise<OidcClientModule>;
}

/** Creates the {@link OidcSession} for one page load. */
export function createOidcSession(
  config: RuntimeConfig,
  { storage = window.sessionStorage, load = () => import('./userManager') }: OidcSessionDeps = {},
): OidcSession {
  const key = userStoreKey(config.sso);
  const renewErrorListeners = new Set<(error: Error) => void>();
  let client: Promise<{ module: OidcClientModule; manager: UserManager }> | undefined;

  const loadClient = () =>
    (client ??= load().then(
      (module) => {
        // Starts the renewal timer too, except inside the silent-renew frame.
        const manager = module.createUserManager(config);
        manager.events.addSilentRenewError((error) => renewErrorListeners.forEach((notify) => notify(error)));
        // Drop sign-in states of abandoned redirects so session storage does not grow.
        manager
          .clearStaleState()
          .catch((error: unknown) => console.warn('Could not clear stale sign-in state', error));
        return { module, manager };
      },
      (error: unknown) => {
        client = undefined; // a failed download is tried again on the next need
        throw error;
      },
    ));
  const manager = async () => (await loadClient()).manager;

  return {
    getUser: async () => readStoredUser(storage, key),
    userNow: () => readStoredUser(storage, key),
    refresh: async (rejected) => {
      const loaded = await loadClient().catch((error: unknown) => {
        console.warn('Could not load the sign-in client to renew the token', error);
        return null; // like a failed renewal: the refusal stands
      });
      return loaded && loaded.module.refreshAccessToken(loaded.manager, rejected);
    },
    startBackground: () => {
      loadClient()
        .then(async ({ module, manager: loaded }) => {
          // The renewal timer only schedules tokens still valid when it starts: one that expired before (a slow first
          // screen) is renewed now, so the live connection does not negotiate with it until the next API call.
          const user = readStoredUser(storage, key);
          if (user?.expired) await module.refreshAccessToken(loaded, user.access_token);
        })
        .catch((error: unknown) => console.warn('Could not start renewing the sign-in', error));
    },
    signinRedirect: async (args) => (await manager()).signinRedirect(args),
    signinRedirectCallback: async (url) => (await manager()).signinRedirectCallback(url),
    signinSilentCallback: async (url) => (await manager()).signinSilentCallback(url),
    // Closing the popup rejects ("Popup closed by user") instead of leaving the page waiting.
    signinPopup: async () => (await manager()).signinPopup({ popupAbortOnClose: true }),
    signinPopupCallback: async (url) => (await manager()).signinPopupCallback(url),
    revokeTokens: async () => (await manager()).revokeTokens(),
    signoutRedirect: async () => (await manager()).signoutRedirect(),
    removeUser: async () => (await manager()).removeUser(),
    events: {
      // Renewal errors come only from the OIDC client, so listeners wait here until it is loaded.
      addSilentRenewError: (listener) => {
        renewErrorListeners.add(listener);
        return () => void renewErrorListeners.delete(listener);
      },
    },
  };
}
