import type { AuthUserManager, OidcUser } from '../providers/oidcTypes';

/** A controllable stand-in for oidc-client-ts `UserManager` in tests. */
export interface FakeUserManager extends AuthUserManager {
  user: OidcUser | null;
  renewErrorListeners: Array<(error: Error) => void>;
}

/** Creates a fake manager; redirects never resolve, like a real browser navigation. */
export function createFakeUserManager(user: OidcUser | null = null): FakeUserManager {
  const manager: FakeUserManager = {
    user,
    renewErrorListeners: [],
    getUser: vi.fn(async () => manager.user),
    signinRedirect: vi.fn(() => new Promise<void>(() => undefined)),
    signinRedirectCallback: vi.fn(async () => {
      manager.user = { access_token: 'fresh-token', expired: false, state: '/administration/tenants?page=2' };
      return manager.user;
    }),
    signinSilentCallback: vi.fn(async () => undefined),
    signinPopup: vi.fn(async () => {
      manager.user = { access_token: 'popup-token', expired: false, profile: { sub: '1' } };
      return manager.user;
    }),
    signinPopupCallback: vi.fn(async () => undefined),
    revokeTokens: vi.fn(async () => undefined),
    signoutRedirect: vi.fn(() => new Promise<void>(() => undefined)),
    removeUser: vi.fn(async () => {
      manager.user = null;
    }),
    events: {
      addSilentRenewError: vi.fn((listener: (error: Error) => void) => {
        manager.renewErrorListeners.push(listener);
        return () => {
          manager.renewErrorListeners = manager.renewErrorListeners.filter((item) => item !== listener);
        };
      }),
    },
  };
  return manager;
}

/** A fake browser location at `path` (path, query and hash), with `assign` recorded. */
export function fakeLocation(path: string) {
  const url = new URL(path, 'http://localhost:8080');
  return {
    get pathname() {
      return url.pathname;
    },
    get search() {
      return url.search;
    },
    get href() {
      return url.href;
    },
    assign: vi.fn(),
    /** Moves the fake to another address, as `history.replaceState` would. */
    set(next: string) {
      const target = new URL(next, url);
      url.pathname = target.pathname;
      url.search = target.search;
      url.hash = target.hash;
    },
  };
}

/** A fake history whose `replaceState` moves the given fake location. */
export function fakeHistory(location: ReturnType<typeof fakeLocation>) {
  return {
    state: { idx: 0 },
    replaceState: vi.fn((_state: unknown, _unused: string, url?: string | URL | null) => {
      if (url) location.set(String(url));
    }),
  };
}

/** Settles pending promise callbacks; a bounded number of microtask turns, not a timed sleep. */
export async function flushPromises(turns = 10): Promise<void> {
  for (let i = 0; i < turns; i += 1) await Promise.resolve();
}
