import type { UserManager } from 'oidc-client-ts';
import { TEST_CONFIG } from '../testing/fixtures';
import { flushPromises } from '../testing/fakeUserManager';
import { createOidcSession, type OidcClientModule } from './oidcSession';
import { userStoreKey } from './storedUser';

const KEY = userStoreKey(TEST_CONFIG.sso);
const inSeconds = (seconds: number) => Math.floor(Date.now() / 1000) + seconds;

/** A stand-in for the lazily imported OIDC client module, recording what the session asks of it. */
function fakeClientModule() {
  let raiseRenewError: (error: Error) => void = () => undefined;
  const manager = {
    signinRedirect: vi.fn(async () => undefined),
    signinRedirectCallback: vi.fn(async () => ({ access_token: 'fresh', state: '/flows' })),
    signinSilentCallback: vi.fn(async () => undefined),
    revokeTokens: vi.fn(async () => undefined),
    signoutRedirect: vi.fn(async () => undefined),
    removeUser: vi.fn(async () => undefined),
    clearStaleState: vi.fn(async () => undefined),
    events: {
      addSilentRenewError: vi.fn((listener: (error: Error) => void) => {
        raiseRenewError = listener;
        return () => undefined;
      }),
    },
  };
  const module = {
    createUserManager: vi.fn(() => manager as unknown as UserManager),
    refreshAccessToken: vi.fn(async () => ({ access_token: 'renewed', expired: false })),
  } satisfies Record<keyof OidcClientModule, unknown>;
  const load = vi.fn(async () => module as unknown as OidcClientModule);
  return { manager, module, load, raiseRenewError: (error: Error) => raiseRenewError(error) };
}

function setup() {
  const fake = fakeClientModule();
  const session = createOidcSession(TEST_CONFIG, { storage: sessionStorage, load: fake.load });
  return { session, ...fake };
}

describe('oidcSession', () => {
  beforeEach(() => sessionStorage.clear());

  it('reads the stored user without loading the OIDC client', async () => {
    const { session, load } = setup();
    expect(await session.getUser()).toBeNull();
    sessionStorage.setItem(
      KEY,
      JSON.stringify({ access_token: 'stored', expires_at: inSeconds(120), profile: {} }),
    );
    expect(await session.getUser()).toMatchObject({
      access_token: 'stored',
      expired: false,
      expires_in: 120,
    });
    sessionStorage.setItem(
      KEY,
      JSON.stringify({ access_token: 'old', expires_at: inSeconds(-1), profile: {} }),
    );
    expect(await session.getUser()).toMatchObject({ access_token: 'old', expired: true });
    // Synchronously too, so an API call leaves in its caller's task; a renewal or removal shows at once.
    sessionStorage.setItem(
      KEY,
      JSON.stringify({ access_token: 'renewed', expires_at: inSeconds(300), profile: {} }),
    );
    expect(session.userNow()).toMatchObject({ access_token: 'renewed', expired: false });
    sessionStorage.removeItem(KEY);
    expect(session.userNow()).toBeNull();
    expect(load).not.toHaveBeenCalled();
  });

  it('loads the client once, on the first redirect, callback or sign-out, and delegates to its manager', async () => {
    const { session, load, module, manager } = setup();
    await session.signinRedirect({ state: '/flows?page=2' });
    expect(manager.signinRedirect).toHaveBeenCalledWith({ state: '/flows?page=2' });
    await expect(session.signinRedirectCallback()).resolves.toMatchObject({ state: '/flows' });
    await session.signinSilentCallback();
    await session.revokeTokens();
    await session.signoutRedirect();
    await session.removeUser();
    expect(manager.signinSilentCallback).toHaveBeenCalledTimes(1);
    expect(manager.revokeTokens).toHaveBeenCalledTimes(1);
    expect(manager.signoutRedirect).toHaveBeenCalledTimes(1);
    expect(manager.removeUser).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledTimes(1);
    expect(module.createUserManager).toHaveBeenCalledExactlyOnceWith(TEST_CONFIG);
    expect(manager.clearStaleState).toHaveBeenCalledTimes(1);
  });

  it('renews a refused token through the loaded client', async () => {
    const { session, load, module, manager } = setup();
    await expect(session.refresh('refused')).resolves.toEqual({ access_token: 'renewed', expired: false });
    expect(module.refreshAccessToken).toHaveBeenCalledExactlyOnceWith(manager, 'refused');
    await session.refresh('refused-again');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('starts the background work (renewal timer, stale-state cleanup) when asked, once', async () => {
    const { session, module, manager } = setup();
    session.startBackground();
    session.startBackground();
    await flushPromises();
    expect(module.createUserManager).toHaveBeenCalledTimes(1);
    expect(manager.clearStaleState).toHaveBeenCalledTimes(1);
  });

  it('renews at once a token that expired before the renewal timer could start', async () => {
    const { session, module, manager } = setup();
    sessionStorage.setItem(
      KEY,
      JSON.stringify({ access_token: 'lapsed', expires_at: inSeconds(0), profile: {} }),
    );
    session.startBackground();
    await flushPromises();
    expect(module.refreshAccessToken).toHaveBeenCalledExactlyOnceWith(manager, 'lapsed');
  });

  it('leaves a valid token to the renewal timer', async () => {
    const { session, module } = setup();
    sessionStorage.setItem(
      KEY,
      JSON.stringify({ access_token: 'valid', expires_at: inSeconds(30), profile: {} }),
    );
    session.startBackground();
    await flushPromises();
    expect(module.createUserManager).toHaveBeenCalledTimes(1);
    expect(module.refreshAccessToken).not.toHaveBeenCalled();
  });

  it('hands renewal errors of the loaded client to listeners registered before it loaded', async () => {
    const { session, raiseRenewError } = setup();
    const listener = vi.fn();
    const removed = vi.fn();
    session.events.addSilentRenewError(listener);
    session.events.addSilentRenewError(removed)();
    session.startBackground();
    await flushPromises();
    const failure = new Error('login_required');
    raiseRenewError(failure);
    expect(listener).toHaveBeenCalledExactlyOnceWith(failure);
    expect(removed).not.toHaveBeenCalled();
  });

  it('tries the download again after it failed; a renewal without the client fails like a refused one', async () => {
    const { session, load } = setup();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    load.mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
    await expect(session.refresh('refused')).resolves.toBeNull();
    await expect(session.refresh('refused')).resolves.toMatchObject({ access_token: 'renewed' });
    expect(load).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});
