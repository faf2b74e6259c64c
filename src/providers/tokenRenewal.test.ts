import { ErrorTimeout, User } from 'oidc-client-ts';
import {
  RENEW_LOCK_NAME,
  SUCCESSOR_WAIT_MS,
  renewDelaySeconds,
  startTokenRenewal,
  type LockApi,
  type RenewChannel,
  type RenewUserManager,
} from './tokenRenewal';

const NOW = 1_700_000_000_000;
const LIFETIME = 60;

/** The SSO's token endpoint: rotates refresh tokens, and a reused one revokes the grant (like oidc-provider). */
function fakeSso() {
  let counter = 0;
  const spent = new Set<string>();
  const sso = {
    revoked: false,
    exchanges: [] as string[],
    concurrent: 0,
    maxConcurrent: 0,
    issue: (sub = '1') => {
      counter += 1;
      return new User({
        access_token: `at-${counter}`,
        refresh_token: `rt-${counter}`,
        token_type: 'Bearer',
        profile: { sub, iss: 'sso', aud: 'core.fe', exp: 0, iat: 0 },
        expires_at: Math.floor(Date.now() / 1000) + LIFETIME,
      });
    },
    refresh: async (refreshToken: string) => {
      sso.concurrent += 1;
      sso.maxConcurrent = Math.max(sso.maxConcurrent, sso.concurrent);
      await Promise.resolve();
      sso.concurrent -= 1;
      sso.exchanges.push(refreshToken);
      if (spent.has(refreshToken)) {
        sso.revoked = true;
        throw new Error('invalid_grant: refresh token already used');
      }
      spent.add(refreshToken);
      return sso.issue();
    },
  };
  return sso;
}

/** Web Locks shared by all tabs of the fake browser: exclusive, FIFO, with `query()`. */
function fakeLocks(): LockApi {
  const held = new Map<string, Promise<unknown>>();
  return {
    request: (name, callback) => {
      const previous = held.get(name) ?? Promise.resolve();
      const run = previous.then(callback, callback);
      const settled = run.then(
        () => undefined,
        () => undefined,
      );
      held.set(name, settled);
      void settled.then(() => {
        if (held.get(name) === settled) held.delete(name);
      });
      return run;
    },
    query: async () => ({ held: [...held.keys()].map((name) => ({ name })) }),
  };
}

/** One BroadcastChannel name shared by the tabs; messages are delivered asynchronously to the other tabs. */
function fakeChannelHub() {
  const members = new Set<{ listeners: Set<(event: { data: unknown }) => void> }>();
  return {
    join(): RenewChannel {
      const member = { listeners: new Set<(event: { data: unknown }) => void>() };
      members.add(member);
      return {
        postMessage: (data) =>
          members.forEach((other) => {
            if (other !== member) other.listeners.forEach((listener) => setTimeout(() => listener({ data })));
          }),
        addEventListener: (_type, listener) => member.listeners.add(listener),
        removeEventListener: (_type, listener) => member.listeners.delete(listener),
      };
    },
  };
}

/** A browser tab: its own sessionStorage (the stored user) and its own UserManager. */
function fakeTab(sso: ReturnType<typeof fakeSso>, initial: User | null) {
  let stored = initial ? initial.toStorageString() : null;
  const loaded = new Set<(user: User) => void>();
  const renewErrors: Error[] = [];
  const userManager: RenewUserManager & { signinSilent: ReturnType<typeof vi.fn> } = {
    getUser: async () => (stored ? User.fromStorageString(stored) : null),
    storeUser: async (user) => {
      stored = user ? user.toStorageString() : null;
    },
    signinSilent: vi.fn(async (args?: { forceIframeAuth?: boolean }) => {
      const current = stored ? User.fromStorageString(stored) : null;
      const user =
        current?.refresh_token && !args?.forceIframeAuth
          ? await sso.refresh(current.refresh_token)
          : sso.issue();
      await userManager.storeUser(user);
      await userManager.events.load(user);
      return user;
    }),
    events: {
      load: async (user, raiseEvent = true) => {
        if (raiseEvent) loaded.forEach((listener) => listener(user));
      },
      addUserLoaded: (listener) => {
        loaded.add(listener);
        return () => loaded.delete(listener);
      },
      addUserUnloaded: () => () => undefined,
      _raiseSilentRenewError: async (error) => {
        renewErrors.push(error);
      },
    },
  };
  return {
    userManager,
    renewErrors,
    token: () => (stored ? User.fromStorageString(stored).access_token : null),
  };
}

const hash = async (token: string) => `h(${token})`;

describe('renewDelaySeconds', () => {
  it('renews 60 s before expiry for normal tokens', () => {
    expect(renewDelaySeconds(300)).toBe(240);
    expect(renewDelaySeconds(3600)).toBe(3540);
  });

  it('never renews before half of the remaining lifetime', () => {
    expect(renewDelaySeconds(60)).toBe(30);
    expect(renewDelaySeconds(100)).toBe(50);
    expect(renewDelaySeconds(10)).toBe(5);
  });
});

describe('startTokenRenewal', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('renews once per lifetime half for a 60 s token, with the refresh token, and keeps renewing', async () => {
    const sso = fakeSso();
    const tab = fakeTab(sso, sso.issue());
    const stop = startTokenRenewal({ userManager: tab.userManager, locks: fakeLocks(), hash });
    await vi.advanceTimersByTimeAsync(29_000);
    expect(tab.userManager.signinSilent).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(tab.token()).toBe('at-2');
    await vi.advanceTimersByTimeAsync(30_000 * 5);
    expect(tab.token()).toBe('at-7');
    expect(sso.exchanges).toEqual(['rt-1', 'rt-2', 'rt-3', 'rt-4', 'rt-5', 'rt-6']);
    expect(tab.renewErrors).toEqual([]);
    stop();
  });

  it('two tabs that share one refresh token (a copied sessionStorage) never spend it twice', async () => {
    const sso = fakeSso();
    const first = sso.issue();
    const locks = fakeLocks();
    const hub = fakeChannelHub();
    const tabs = [fakeTab(sso, first), fakeTab(sso, first)];
    const stops = tabs.map((tab) =>
      startTokenRenewal({ userManager: tab.userManager, locks, channel: hub.join(), hash }),
    );
    for (let round = 0; round < 6; round += 1) await vi.advanceTimersByTimeAsync(30_000);
    await vi.advanceTimersByTimeAsync(10); // let the last broadcast arrive
    expect(sso.revoked).toBe(false);
    // One chain: each round one tab exchanges the token and the other adopts the successor.
    expect(sso.exchanges).toEqual(['rt-1', 'rt-2', 'rt-3', 'rt-4', 'rt-5', 'rt-6']);
    expect(new Set(sso.exchanges).size).toBe(sso.exchanges.length);
    expect(sso.exchanges.length).toBeGreaterThanOrEqual(5);
    expect(tabs[0]?.token()).toBe(tabs[1]?.token());
    expect(tabs.flatMap((tab) => tab.renewErrors)).toEqual([]);
    stops.forEach((stop) => stop());
  });

  it('tabs with separate chains renew one at a time', async () => {
    const sso = fakeSso();
    const locks = fakeLocks();
    const request = vi.spyOn(locks, 'request');
    const tabs = [fakeTab(sso, sso.issue()), fakeTab(sso, sso.issue())];
    tabs.forEach((tab) => startTokenRenewal({ userManager: tab.userManager, locks, hash }));
    await vi.advanceTimersByTimeAsync(30_000);
    expect(sso.exchanges.sort()).toEqual(['rt-1', 'rt-2']);
    expect(sso.maxConcurrent).toBe(1);
    expect(request.mock.calls.filter(([name]) => name === RENEW_LOCK_NAME)).toHaveLength(2);
    expect(sso.revoked).toBe(false);
  });

  it('renews through the SSO session when the token was spent by a tab that never reported back', async () => {
    const sso = fakeSso();
    const user = sso.issue();
    const locks = fakeLocks();
    // Another tab exchanged rt-1 and holds its marker, but its broadcast never reaches us.
    void locks.request('switchboard-refresh-token-spent:h(rt-1)', () => new Promise(() => undefined));
    const tab = fakeTab(sso, user);
    startTokenRenewal({ userManager: tab.userManager, locks, hash });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(tab.userManager.signinSilent).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(SUCCESSOR_WAIT_MS);
    expect(tab.userManager.signinSilent).toHaveBeenCalledWith({ forceIframeAuth: true });
    expect(sso.exchanges).toEqual([]);
    expect(tab.token()).toBe('at-2');
  });

  it('skips a renewal when the stored token changed meanwhile', async () => {
    const sso = fakeSso();
    const tab = fakeTab(sso, sso.issue());
    startTokenRenewal({ userManager: tab.userManager, locks: fakeLocks(), hash });
    await vi.advanceTimersByTimeAsync(10_000);
    // Stored directly (as an adoption would) without raising userLoaded: the old timer still fires.
    await tab.userManager.storeUser(sso.issue());
    await vi.advanceTimersByTimeAsync(20_000);
    expect(tab.userManager.signinSilent).not.toHaveBeenCalled();
  });

  it('retries 5 s after a timeout, and raises other failures as silent-renew errors', async () => {
    const sso = fakeSso();
    const tab = fakeTab(sso, sso.issue());
    tab.userManager.signinSilent.mockRejectedValueOnce(
      new ErrorTimeout('IFrame timed out without a response'),
    );
    tab.userManager.signinSilent.mockRejectedValueOnce(new Error('invalid_grant'));
    startTokenRenewal({ userManager: tab.userManager, locks: fakeLocks(), hash });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(tab.userManager.signinSilent).toHaveBeenCalledTimes(1);
    expect(tab.renewErrors).toEqual([]);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(tab.userManager.signinSilent).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(tab.userManager.signinSilent).toHaveBeenCalledTimes(2);
    expect(tab.renewErrors.map((error) => error.message)).toEqual(['invalid_grant']);
  });

  it('reports a changed subject as login_required', async () => {
    const sso = fakeSso();
    const tab = fakeTab(sso, sso.issue());
    tab.userManager.signinSilent.mockRejectedValueOnce(
      new Error('sub in id_token does not match current sub'),
    );
    startTokenRenewal({ userManager: tab.userManager, hash });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(tab.renewErrors.map((error) => error.message)).toEqual(['login_required']);
  });

  it('does nothing without a user, and stop() cancels the timer', async () => {
    const sso = fakeSso();
    const empty = fakeTab(sso, null);
    startTokenRenewal({ userManager: empty.userManager, hash });
    const tab = fakeTab(sso, sso.issue());
    const stop = startTokenRenewal({ userManager: tab.userManager, hash });
    await vi.advanceTimersByTimeAsync(0);
    stop();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(empty.userManager.signinSilent).not.toHaveBeenCalled();
    expect(tab.userManager.signinSilent).not.toHaveBeenCalled();
  });
});
