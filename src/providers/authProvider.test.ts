import { createFakeUserManager, fakeLocation, flushPromises } from '../testing/fakeUserManager';
import { TEST_CONFIG, testSignedInUser } from '../testing/fixtures';
import { createAuthProvider } from './authProvider';
import { TENANT_CONTEXT_STORAGE_KEY } from './tenantContext';

const signedInUser = testSignedInUser(
  { Tenant: ['view'], CallScript: -1 },
  {
    username: 'jdoe',
    firstname: 'Jane',
    lastname: 'Doe',
    tenant: { id: 1, name: 'Root' },
    consolePreference: { timezone: 'Europe/Prague' },
  },
);

function setup(token: string | null = 'token-1') {
  const onSignedIn = vi.fn();
  const userManager = createFakeUserManager(token ? { access_token: token } : null);
  const fetchUserInfo = vi.fn(async () => signedInUser);
  const location = fakeLocation('/flows');
  const resolvePermissions = (resource: string, action: string) =>
    resource === 'administration/tenants' && action === 'list'
      ? [{ area: 'Tenant', action: 'view' }]
      : undefined;
  const provider = createAuthProvider({
    userManager,
    sso: TEST_CONFIG.sso,
    fetchUserInfo,
    resolvePermissions,
    resolvePermissionsNow: (resource: string, action: string) =>
      action.startsWith('tab:') ? 'unknown' : resolvePermissions(resource, action),
    storage: sessionStorage,
    location,
    history: { state: null, replaceState: vi.fn() },
    onSignedIn,
  });
  return { provider, userManager, fetchUserInfo, location, onSignedIn };
}

describe('authProvider', () => {
  beforeEach(() => sessionStorage.clear());

  it('builds the identity from user info, with initials and console timezone', async () => {
    const { provider } = setup();
    await expect(provider.getIdentity()).resolves.toEqual({
      id: 3,
      fullName: 'Jane Doe',
      username: 'jdoe',
      initials: 'JD',
      timezone: 'Europe/Prague',
      tenant: { id: 1, name: 'Root' },
      tenantsForContextSwitch: [],
      passwordExpiration: { type: 'NEVER', expiresAt: null, warnDays: 0 },
    });
  });

  it('returns the permission map and caches user info per access token', async () => {
    const { provider, userManager, fetchUserInfo } = setup();
    await expect(provider.getPermissions()).resolves.toEqual(signedInUser.permissions);
    await provider.getIdentity();
    expect(fetchUserInfo).toHaveBeenCalledTimes(1);
    userManager.user = { access_token: 'token-2' }; // silent renew happened
    await provider.getPermissions();
    expect(fetchUserInfo).toHaveBeenCalledTimes(2);
  });

  it('retries user info after a failure instead of caching the error', async () => {
    const { provider, fetchUserInfo } = setup();
    fetchUserInfo.mockRejectedValueOnce(new Error('Error (500) - Boom'));
    await expect(provider.getPermissions()).rejects.toThrow('Error (500) - Boom');
    await expect(provider.getPermissions()).resolves.toEqual(signedInUser.permissions);
  });

  it('refuses user info without a usable user', async () => {
    const { provider, fetchUserInfo } = setup(null);
    await expect(provider.getPermissions()).rejects.toThrow('Authorization error');
    expect(fetchUserInfo).not.toHaveBeenCalled();
  });

  it('signs out when user info answers 401, once, however often it is asked', async () => {
    const { provider, userManager, fetchUserInfo } = setup();
    fetchUserInfo.mockRejectedValue(Object.assign(new Error('Error (401) - Unauthorized'), { status: 401 }));
    await expect(provider.getPermissions()).rejects.toThrow('Error (401) - Unauthorized');
    await expect(provider.getIdentity()).rejects.toThrow('Error (401) - Unauthorized');
    await flushPromises();
    expect(provider.signingOut.get()).toBe(true);
    expect(userManager.revokeTokens).toHaveBeenCalledTimes(1);
    expect(userManager.signoutRedirect).toHaveBeenCalledTimes(1);
  });

  it('does not sign out on a 403 from user info; route checks then deny', async () => {
    const { provider, userManager, fetchUserInfo } = setup();
    fetchUserInfo.mockRejectedValue(
      Object.assign(new Error('Error (403) - Tenant context not allowed'), { status: 403 }),
    );
    await expect(provider.canAccess?.({ resource: 'administration/tenants', action: 'list' })).resolves.toBe(
      false,
    );
    await flushPromises();
    expect(userManager.signoutRedirect).not.toHaveBeenCalled();
    expect(provider.signingOut.get()).toBe(false);
  });

  it('lets other user-info failures reach react-admin (authentication error page)', async () => {
    const { provider, fetchUserInfo } = setup();
    fetchUserInfo.mockRejectedValue(Object.assign(new Error('Error (500) - Boom'), { status: 500 }));
    await expect(
      provider.canAccess?.({ resource: 'administration/tenants', action: 'list' }),
    ).rejects.toThrow('Error (500) - Boom');
  });

  it('checkError signs out on 401 only', async () => {
    const { provider } = setup();
    await expect(provider.checkError({ status: 401 })).rejects.toMatchObject({ logoutUser: true });
    await expect(provider.checkError({ status: 403 })).resolves.toBeUndefined();
    await expect(provider.checkError({ status: 500 })).resolves.toBeUndefined();
    await expect(provider.checkError(new Error('network'))).resolves.toBeUndefined();
  });

  it('logout revokes tokens, clears the tenant context, then redirects to sign-out', async () => {
    const { provider, userManager } = setup();
    sessionStorage.setItem(TENANT_CONTEXT_STORAGE_KEY, JSON.stringify({ id: 9, name: 'Other' }));
    sessionStorage.setItem('unrelated', 'kept');
    expect(provider.signingOut.get()).toBe(false);
    void provider.logout({});
    void provider.logout({}); // e.g. a 401 arriving meanwhile
    await flushPromises();
    expect(provider.signingOut.get()).toBe(true);
    expect(userManager.revokeTokens).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(TENANT_CONTEXT_STORAGE_KEY)).toBeNull();
    expect(sessionStorage.getItem('unrelated')).toBe('kept');
    expect(userManager.signoutRedirect).toHaveBeenCalledTimes(1);
    expect(vi.mocked(userManager.revokeTokens).mock.invocationCallOrder[0]).toBeLessThan(
      vi.mocked(userManager.signoutRedirect).mock.invocationCallOrder[0] ?? 0,
    );
  });

  it('logout still signs out when revocation fails, and falls back to a local sign-out', async () => {
    const { provider, userManager, location } = setup();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.mocked(userManager.revokeTokens).mockRejectedValueOnce(new Error('revocation failed'));
    vi.mocked(userManager.signoutRedirect).mockRejectedValueOnce(new Error('metadata unreachable'));
    await expect(provider.logout({})).resolves.toBe(false);
    expect(userManager.removeUser).toHaveBeenCalled();
    expect(location.assign).toHaveBeenCalledWith('/');
  });

  it('canAccess checks the resolved requirements against the permission map', async () => {
    const { provider } = setup();
    await expect(provider.canAccess?.({ resource: 'administration/tenants', action: 'list' })).resolves.toBe(
      true,
    );
    await expect(
      provider.canAccess?.({ resource: 'administration/tenants', action: 'delete' }),
    ).resolves.toBe(false);
  });

  it('canAccessNow answers without waiting once user info and the requirements are known', async () => {
    const { provider } = setup();
    const tenants = { resource: 'administration/tenants', action: 'list' };
    expect(provider.canAccessNow(tenants)).toBeUndefined(); // no user info yet
    await provider.getPermissions();
    expect(provider.canAccessNow(tenants)).toBe(true);
    expect(provider.canAccessNow({ resource: 'administration/users', action: 'list' })).toBe(false);
    // Requirements still downloading: ask canAccess instead.
    expect(
      provider.canAccessNow({ resource: 'administration/tenants', action: 'tab:users' }),
    ).toBeUndefined();
  });

  it('logs silent renew errors and lets the UI subscribe to them', () => {
    const { provider, userManager } = setup();
    const errorLog = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const listener = vi.fn();
    const unsubscribe = provider.onSilentRenewError(listener);
    const failure = new Error('login_required');
    userManager.renewErrorListeners.forEach((notify) => notify(failure));
    expect(errorLog).toHaveBeenCalledWith('Silent token renew failed', failure);
    expect(listener).toHaveBeenCalledWith(failure);
    unsubscribe();
    userManager.renewErrorListeners.forEach((notify) => notify(failure));
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('checkAuth resolves for a signed-in user and reports the confirmed sign-in', async () => {
    const { provider, onSignedIn } = setup();
    await expect(provider.checkAuth({})).resolves.toBeUndefined();
    expect(onSignedIn).toHaveBeenCalledTimes(1);
  });

  it('checkAuth without a user starts the sign-in redirect and reports no sign-in', async () => {
    const { provider, userManager, onSignedIn } = setup(null);
    void provider.checkAuth({});
    await flushPromises();
    expect(userManager.signinRedirect).toHaveBeenCalledTimes(1);
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('checkAuth during a sign-out stays pending and starts no sign-in (the end-session redirect wins)', async () => {
    const { provider, userManager } = setup();
    void provider.logout({});
    await flushPromises();
    userManager.removeUser(); // what signoutRedirect does before the browser leaves
    let settled = false;
    void provider.checkAuth({}).finally(() => (settled = true));
    await flushPromises();
    expect(settled).toBe(false);
    expect(userManager.signinRedirect).not.toHaveBeenCalled();
  });

  describe('the session ends while the page holds unsaved changes', () => {
    it('leaves a 401 to the page that took over, instead of signing out', async () => {
      const { provider, userManager } = setup();
      const handler = vi.fn(() => true);
      provider.onSessionEnd(handler);
      await expect(provider.checkError({ status: 401 })).resolves.toBeUndefined();
      provider.sessionEnded();
      expect(handler).toHaveBeenCalledTimes(2);
      expect(userManager.signoutRedirect).not.toHaveBeenCalled();
    });

    it('signs out when no page takes over', async () => {
      const { provider, userManager } = setup();
      const stop = provider.onSessionEnd(() => false);
      await expect(provider.checkError({ status: 401 })).rejects.toMatchObject({ logoutUser: true });
      stop();
      provider.sessionEnded();
      await flushPromises();
      expect(userManager.signoutRedirect).toHaveBeenCalledTimes(1);
    });

    it('signs the same user in again in a popup and asks for user info anew', async () => {
      const { provider, userManager, fetchUserInfo } = setup();
      userManager.user = { access_token: 'token-1', profile: { sub: '1' } };
      await provider.getPermissions();
      await provider.signInAgain();
      expect(userManager.signinPopup).toHaveBeenCalledTimes(1);
      await provider.getPermissions();
      expect(fetchUserInfo).toHaveBeenCalledTimes(2);
      expect(userManager.signoutRedirect).not.toHaveBeenCalled();
    });

    it('signs out when another user signs in in the popup', async () => {
      const { provider, userManager } = setup();
      userManager.user = { access_token: 'token-1', profile: { sub: '2' } };
      await expect(provider.signInAgain()).rejects.toThrow('Another user signed in');
      await flushPromises();
      expect(userManager.signoutRedirect).toHaveBeenCalledTimes(1);
    });

    it("rejects with the sign-in client's error when the popup is closed", async () => {
      const { provider, userManager } = setup();
      vi.mocked(userManager.signinPopup).mockRejectedValueOnce(new Error('Popup closed by user'));
      await expect(provider.signInAgain()).rejects.toThrow('Popup closed by user');
      expect(userManager.signoutRedirect).not.toHaveBeenCalled();
    });
  });
});
