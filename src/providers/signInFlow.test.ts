import { createFakeUserManager, fakeHistory, fakeLocation, flushPromises } from '../testing/fakeUserManager';
import { SIGN_IN_REDIRECT_DELAY_MS, createSignInFlow } from './signInFlow';

const sso = { redirectPath: '/auth-callback', silentRedirectPath: '/auth-refresh' };

function setup(
  path: string,
  user: Parameters<typeof createFakeUserManager>[0] = null,
  isPopup = () => false,
) {
  const userManager = createFakeUserManager(user);
  const location = fakeLocation(path);
  const history = fakeHistory(location);
  const delay = vi.fn(async () => undefined);
  const flow = createSignInFlow({ userManager, sso, location, history, delay, isPopup });
  return { flow, userManager, location, history, delay };
}

/** Whether the promise settled within a few microtask turns. */
async function settles(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  await flushPromises();
  return settled;
}

describe('sign-in flow (SPEC §4)', () => {
  it('step 1: on the silent-renew address completes the silent callback and never redirects', async () => {
    const { flow, userManager } = setup('/auth-refresh?code=c&state=s');
    expect(await settles(flow.ensureSignedIn())).toBe(false);
    expect(userManager.signinSilentCallback).toHaveBeenCalledTimes(1);
    expect(userManager.signinRedirect).not.toHaveBeenCalled();
    await flow.completeSilentRenew();
    expect(userManager.signinSilentCallback).toHaveBeenCalledTimes(1);
  });

  it('step 2: uses a stored user that is not expired', async () => {
    const { flow, userManager } = setup('/flows', { access_token: 't', expired: false });
    await expect(flow.ensureSignedIn()).resolves.toBeUndefined();
    expect(userManager.signinRedirect).not.toHaveBeenCalled();
  });

  it('step 3: completes the callback, strips code and state, waits 500 ms and returns the saved address', async () => {
    const { flow, userManager, location, history, delay } = setup(
      '/auth-callback?code=c&state=s&iss=x&keep=1',
    );
    await expect(flow.completeSignIn()).resolves.toEqual({ redirectTo: '/administration/tenants?page=2' });
    expect(userManager.signinRedirectCallback).toHaveBeenCalledTimes(1);
    expect(history.replaceState).toHaveBeenCalledWith({ idx: 0 }, '', '/auth-callback?keep=1');
    expect(location.search).toBe('?keep=1');
    expect(delay).toHaveBeenCalledWith(SIGN_IN_REDIRECT_DELAY_MS);
    expect(SIGN_IN_REDIRECT_DELAY_MS).toBe(500);
  });

  it('step 3: checkAuth on the callback address shares the single callback run', async () => {
    const { flow, userManager } = setup('/auth-callback?code=c&state=s');
    await Promise.all([flow.ensureSignedIn(), flow.completeSignIn()]);
    expect(userManager.signinRedirectCallback).toHaveBeenCalledTimes(1);
  });

  it("step 3 in a sign-in-again popup: hands the answer to the opener, even with the opener's stored user", async () => {
    const { flow, userManager } = setup('/auth-callback?code=c&state=s', { access_token: 't' }, () => true);
    expect(await settles(flow.ensureSignedIn())).toBe(false);
    expect(userManager.signinPopupCallback).toHaveBeenCalledTimes(1);
    expect(userManager.signinRedirectCallback).not.toHaveBeenCalled();
  });

  it('step 3: a forged saved address falls back to /', async () => {
    const { flow, userManager } = setup('/auth-callback?code=c&state=s');
    vi.mocked(userManager.signinRedirectCallback).mockResolvedValueOnce({
      access_token: 't',
      state: '//evil.example',
    });
    await expect(flow.completeSignIn()).resolves.toEqual({ redirectTo: '/' });
  });

  it('step 3: a stored usable user wins over a replayed callback address', async () => {
    const { flow, userManager } = setup('/auth-callback?code=old&state=old', { access_token: 't' });
    await expect(flow.completeSignIn()).resolves.toEqual({ redirectTo: '/' });
    expect(userManager.signinRedirectCallback).not.toHaveBeenCalled();
  });

  it('step 3: a failed callback keeps checkAuth pending (no sign-out) and rejects for the page', async () => {
    const { flow, userManager } = setup('/auth-callback?code=c&state=s');
    vi.mocked(userManager.signinRedirectCallback).mockRejectedValueOnce(new Error('No matching state found'));
    await expect(flow.completeSignIn()).rejects.toThrow('No matching state found');
    expect(await settles(flow.ensureSignedIn())).toBe(false);
    expect(userManager.signinRedirect).not.toHaveBeenCalled();
  });

  it('step 4: starts one redirect sign-in saving the current path and query, and stays pending', async () => {
    const { flow, userManager } = setup('/administration/tenants?page=3', {
      access_token: 't',
      expired: true,
    });
    expect(await settles(flow.ensureSignedIn())).toBe(false);
    expect(await settles(flow.ensureSignedIn())).toBe(false);
    expect(userManager.signinRedirect).toHaveBeenCalledTimes(1);
    expect(userManager.signinRedirect).toHaveBeenCalledWith({ state: '/administration/tenants?page=3' });
  });

  it('step 4: publishes a failure to start the redirect instead of rejecting', async () => {
    const { flow, userManager } = setup('/flows');
    vi.mocked(userManager.signinRedirect).mockRejectedValueOnce(new Error('Failed to fetch'));
    expect(await settles(flow.ensureSignedIn())).toBe(false);
    expect(flow.signInError.get()?.message).toBe('Failed to fetch');
  });
});
