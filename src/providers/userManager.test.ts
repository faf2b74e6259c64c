import { UserManager, WebStorageStateStore } from 'oidc-client-ts';
import { TEST_CONFIG } from '../testing/fixtures';
import { createUserManager, userManagerSettings } from './userManager';

const config = TEST_CONFIG;

describe('userManagerSettings', () => {
  const settings = userManagerSettings(config, { origin: 'http://localhost:8080', storage: sessionStorage });

  it('uses the runtime configuration for the client and its addresses', () => {
    expect(settings).toMatchObject({
      authority: 'http://localhost:8080/sso',
      client_id: 'core.fe',
      scope: 'openid profile api IdentityServerApi offline_access',
      response_type: 'code',
      response_mode: 'query',
      redirect_uri: 'http://localhost:8080/auth-callback',
      silent_redirect_uri: 'http://localhost:8080/auth-refresh',
      post_logout_redirect_uri: 'http://localhost:8080/',
    });
  });

  it('uses the timings of SPEC §9', () => {
    expect(settings).toMatchObject({
      validateSubOnSilentRenew: true,
      requestTimeoutInSeconds: 10,
      accessTokenExpiringNotificationTimeInSeconds: 60,
      silentRequestTimeoutInSeconds: 10,
      checkSessionIntervalInSeconds: 2,
      popupWindowFeatures: { height: 640 },
    });
  });

  it("leaves renewal to the console's cross-tab renewal instead of the library timer", () => {
    expect(settings.automaticSilentRenew).toBe(false);
  });

  it('keeps both the user and the sign-in state in session storage', async () => {
    expect(settings.userStore).toBeInstanceOf(WebStorageStateStore);
    expect(settings.stateStore).toBeInstanceOf(WebStorageStateStore);
    localStorage.clear();
    sessionStorage.clear();
    await settings.userStore?.set('probe-user', 'user');
    await settings.stateStore?.set('probe-state', 'state');
    expect(sessionStorage.length).toBe(2);
    expect(localStorage.length).toBe(0);
  });
});

describe('createUserManager', () => {
  it('builds a manager from the current origin and starts renewal outside the silent-renew frame', () => {
    const getUser = vi.spyOn(UserManager.prototype, 'getUser');
    const manager = createUserManager(config, { pathname: '/flows' });
    expect(manager.settings.redirect_uri).toBe(`${window.location.origin}/auth-callback`);
    expect(getUser).toHaveBeenCalledTimes(1); // the renewal reads the stored user to schedule itself
    getUser.mockClear();
    createUserManager(config, { pathname: '/auth-refresh' });
    expect(getUser).not.toHaveBeenCalled();
    getUser.mockRestore();
  });
});
