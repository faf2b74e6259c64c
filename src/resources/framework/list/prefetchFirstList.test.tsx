import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { resourceRegistry } from '../../registry';
import { usersResource } from '../../users/usersResource';
import { createFakeDataProvider } from '../testing/fakeDataProvider';
import { renderResourceView } from '../testing/renderResourceView';
import { firstListQuery, listQueryKey } from './firstListQuery';
import { prefetchFirstList } from './prefetchFirstList';

async function openWithPrefetchOf(path: string, prefetchedPath = path) {
  const dataProvider = createFakeDataProvider({
    resources: resourceRegistry,
    counts: { users: 40, tenants: 3, permissionGroups: 4 },
  });
  const queryClient = new QueryClient();
  const [pathname, search = ''] = prefetchedPath.split(/(?=\?)/);
  const mayList = () => true;
  await prefetchFirstList(queryClient, dataProvider, resourceRegistry, { pathname, search }, mayList)
    ?.settled;
  const getList = vi.spyOn(dataProvider, 'getList');
  renderResourceView(usersResource, { path, dataProvider, queryClient });
  const heldFresh = () => {
    const query = firstListQuery(resourceRegistry, pathname, search);
    return query && queryClient.getQueryDefaults(listQueryKey(query)).staleTime;
  };
  return { getList, heldFresh };
}

const usersCalls = (getList: ReturnType<typeof vi.fn>) =>
  getList.mock.calls.filter(([resource]) => resource === usersResource.route);

describe('the landing list’s first call, started before the first render', () => {
  it.each([
    '/administration/users',
    '/administration/users?sort=email&order=DESC',
    '/administration/users?page=2&perPage=10',
    `/administration/users?filter=${encodeURIComponent(JSON.stringify({ q: 'a' }))}`,
  ])('is the call the list at %s makes: its rows show without a call of its own', async (path) => {
    const { getList, heldFresh } = await openWithPrefetchOf(path);
    expect(await screen.findAllByRole('checkbox', { name: 'Select this row' })).not.toHaveLength(0);
    expect(usersCalls(getList)).toHaveLength(0);
    // Held fresh for the list's first mount only: a later one follows the usual rules.
    expect(heldFresh()).toBeUndefined();
  });

  it('is not used by a list at another address, which calls for its own page', async () => {
    const { getList } = await openWithPrefetchOf('/administration/users?page=2', '/administration/users');
    await waitFor(() => expect(usersCalls(getList)).toHaveLength(1));
  });

  it('is only made for a list whose call is known before rendering', () => {
    const withViews = resourceRegistry.find((config) => (config.list.views ?? []).length > 0);
    const nested = resourceRegistry.find((config) => config.route.includes(':'));
    expect(withViews && firstListQuery(resourceRegistry, `/${withViews.route}`, '')).toBeNull();
    expect(nested && firstListQuery(resourceRegistry, `/${nested.route}`, '')).toBeNull();
    expect(firstListQuery(resourceRegistry, '/administration/users/detail/1/overview', '')).toBeNull();
    expect(firstListQuery(resourceRegistry, '/administration/users', '')).toEqual({
      resource: 'administration/users',
      params: {
        pagination: { page: 1, perPage: usersResource.list.perPage },
        sort: usersResource.list.defaultSort,
        filter: {},
      },
    });
  });
});
