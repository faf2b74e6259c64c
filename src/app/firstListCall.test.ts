// @vitest-environment node
import { QueryClient } from '@tanstack/react-query';
import { resourceRegistry } from '../resources/registry';
import { createFakeDataProvider } from '../resources/framework/testing/fakeDataProvider';
import { atMost, firstListCall } from './firstListCall';

function setup(signedIn: boolean, mayList = true) {
  const dataProvider = createFakeDataProvider({ resources: resourceRegistry, counts: { users: 30 } });
  const getList = vi.spyOn(dataProvider, 'getList');
  const shown: (() => void)[] = [];
  const services = {
    session: { userNow: () => (signedIn ? { access_token: 'token', expired: false } : null) },
    firstScreen: { whenShown: (callback: () => void) => void shown.push(callback) },
    queryClient: new QueryClient(),
    dataProvider,
    authProvider: { getUserInfo: async () => ({ permissions: {} }), canAccessNow: () => mayList },
  } as unknown as Parameters<typeof firstListCall>[0];
  const registry = { load: () => Promise.resolve(resourceRegistry) } as Parameters<typeof firstListCall>[1];
  return { services, registry, getList, shown };
}

const USERS = { pathname: '/administration/users', search: '' };

describe('firstListCall', () => {
  it('calls for the landing list’s first page when signed in, held fresh until the first screen is shown', async () => {
    const { services, registry, getList, shown } = setup(true);
    await firstListCall(services, registry, USERS);
    expect(getList).toHaveBeenCalledWith('administration/users', expect.objectContaining({ filter: {} }));
    const cached = services.queryClient.getQueriesData({ queryKey: ['administration/users', 'getList'] });
    expect(cached).toHaveLength(1);
    expect(shown).toHaveLength(1);
    const key = cached[0]![0];
    expect(services.queryClient.getQueryDefaults(key).staleTime).toBe(Infinity);
    shown[0]!();
    expect(services.queryClient.getQueryDefaults(key).staleTime).toBeUndefined();
  });

  it('calls nothing without a session, away from a list, or for a list the user may not open', async () => {
    const signedOut = setup(false);
    await firstListCall(signedOut.services, signedOut.registry, USERS);
    expect(signedOut.getList).not.toHaveBeenCalled();
    const elsewhere = setup(true);
    await firstListCall(elsewhere.services, elsewhere.registry, { pathname: '/administration', search: '' });
    expect(elsewhere.getList).not.toHaveBeenCalled();
    // Its call would be refused (403): it is never sent.
    const denied = setup(true, false);
    await firstListCall(denied.services, denied.registry, USERS);
    expect(denied.getList).not.toHaveBeenCalled();
  });

  it('takes a list with configurations of its own from them, without downloading them all', async () => {
    const { services, getList } = setup(true);
    const own = resourceRegistry.filter((config) => ['users', 'tenants'].includes(config.name));
    const load = vi.fn(() => Promise.resolve(resourceRegistry));
    const screen = vi.fn(() => Promise.resolve(own));
    await firstListCall(services, { load, screen }, USERS);
    expect(screen).toHaveBeenCalledWith('users');
    expect(load).not.toHaveBeenCalled();
    expect(getList).toHaveBeenCalledWith('administration/users', expect.objectContaining({ filter: {} }));
  });
});

describe('atMost', () => {
  afterEach(() => vi.useRealTimers());

  it('settles with the work when it is quicker, else after the time given', async () => {
    vi.useFakeTimers();
    const settled = vi.fn();
    void atMost(new Promise(() => undefined), 100).then(settled);
    await vi.advanceTimersByTimeAsync(99);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toHaveBeenCalled();

    const quick = vi.fn();
    void atMost(Promise.resolve(), 100).then(quick);
    await vi.advanceTimersByTimeAsync(0);
    expect(quick).toHaveBeenCalled();
  });
});
