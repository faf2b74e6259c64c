// @vitest-environment node
import { QueryClient } from '@tanstack/react-query';
import { resourceRegistry } from '../resources/registry';
import { createFakeDataProvider } from '../resources/framework/testing/fakeDataProvider';
import { firstListCall } from './firstListCall';

function setup(signedIn: boolean) {
  const dataProvider = createFakeDataProvider({ resources: resourceRegistry, counts: { users: 30 } });
  const getList = vi.spyOn(dataProvider, 'getList');
  const shown: (() => void)[] = [];
  const services = {
    session: { userNow: () => (signedIn ? { access_token: 'token', expired: false } : null) },
    firstScreen: { whenShown: (callback: () => void) => void shown.push(callback) },
    queryClient: new QueryClient(),
    dataProvider,
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

  it('calls nothing without a session (the sign-in comes first) or away from a list', async () => {
    const signedOut = setup(false);
    await firstListCall(signedOut.services, signedOut.registry, USERS);
    expect(signedOut.getList).not.toHaveBeenCalled();
    const elsewhere = setup(true);
    await firstListCall(elsewhere.services, elsewhere.registry, { pathname: '/administration', search: '' });
    expect(elsewhere.getList).not.toHaveBeenCalled();
  });
});
