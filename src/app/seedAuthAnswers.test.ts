// @vitest-environment node
import { QueryClient } from '@tanstack/react-query';
import { seedAuthAnswers, SESSION_CHECK_HOLD_MS } from './seedAuthAnswers';

describe('seedAuthAnswers', () => {
  afterEach(() => vi.restoreAllMocks());

  it('puts the permissions and the identity under react-admin’s keys', async () => {
    const queryClient = new QueryClient();
    const permissions = { User: ['view'] };
    const identity = { id: 1, fullName: 'Ada Admin' };
    await seedAuthAnswers(queryClient, {
      getPermissions: async () => permissions,
      getIdentity: async () => identity,
    });
    expect(queryClient.getQueryData(['auth', 'getPermissions', {}])).toBe(permissions);
    expect(queryClient.getQueryData(['auth', 'getIdentity'])).toBe(identity);
  });

  it('answers react-admin’s session check for the first screen’s mounts only, then lets it ask again', async () => {
    const queryClient = new QueryClient();
    let now = Date.now();
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    const seeded = await seedAuthAnswers(
      queryClient,
      { getPermissions: async () => ({}), getIdentity: async () => ({ id: 1 }) },
      () => now,
    );
    expect(seeded).toBe(true);
    const check = queryClient.getQueryCache().find({ queryKey: ['auth', 'checkAuth', {}], exact: true });
    expect(check?.state.data).toBe(true);
    // react-admin's useAuthState keeps no staleTime (0): a mount refetches unless the answer is still dated ahead.
    expect(check?.isStaleByTime(0)).toBe(false);
    now += SESSION_CHECK_HOLD_MS + 1;
    expect(check?.isStaleByTime(0)).toBe(true);
  });

  it('seeds nothing when the answers fail (react-admin then asks itself)', async () => {
    const queryClient = new QueryClient();
    await seedAuthAnswers(queryClient, {
      getPermissions: () => Promise.reject(new Error('no session')),
      getIdentity: async () => ({ id: 1 }),
    });
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });

  it('answers no session check without a user: react-admin checks (and signs in) itself', async () => {
    const queryClient = new QueryClient();
    const seeded = await seedAuthAnswers(queryClient, {
      getPermissions: () => Promise.reject(new Error('no session')),
      getIdentity: () => Promise.reject(new Error('no session')),
    });
    expect(seeded).toBe(false);
    expect(queryClient.getQueryData(['auth', 'checkAuth', {}])).toBeUndefined();
  });
});
