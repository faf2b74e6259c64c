import { WebStorageStateStore } from 'oidc-client-ts';
import type { RuntimeConfig } from '../types/api';
import { createUserManager, userManagerSettings } from './userManager';

const config: RuntimeConfig = {
  coreApiUrl: 'http://localhost:8080/api',
  nlpApiUrl: 'http://localhost:8080/nlp',
  hubUrl: 'http://localhost:8080/hubs/console',
  sso: {
    authority: 'http://localhost:8080/sso',
    clientId: 'core.fe',
    scope: 'openid profile api IdentityServerApi offline_access',
    redirectPath: '/auth-callback',
    silentRedirectPath: '/auth-refresh',
    postLogoutRedirectPath: '/',
  },
};

describe('userManagerSettings', () => {
  const settings = userManagerSettings(config, {
    origin: 'http://localhost:8080',
    pathname: '/flows',
    storage: sessionStorage,
  });

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
      automaticSilentRenew: true,
      validateSubOnSilentRenew: true,
      accessTokenExpiringNotificationTimeInSeconds: 60,
      silentRequestTimeoutInSeconds: 10,
      checkSessionIntervalInSeconds: 2,
      popupWindowFeatures: { height: 640 },
    });
  });

  it('does not renew automatically inside the hidden silent-renew frame', () => {
    const inFrame = userManagerSettings(config, {
      origin: 'http://localhost:8080',
      pathname: '/auth-refresh',
    });
    expect(inFrame.automaticSilentRenew).toBe(false);
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
  it('builds a manager from the current origin', () => {
    const manager = createUserManager(config);
    expect(manager.settings.redirect_uri).toBe(`${window.location.origin}/auth-callback`);
    manager.stopSilentRenew();
  });
});
