import { tenantsResource } from '../resources/tenants/tenantsResource';
import { createDataProvider } from './dataProvider';
import { createHttpClient, type TokenHolder } from './httpClient';

const URL_ = 'http://localhost:8080/api/administration/tenants';
const apiUrls = { core: 'http://localhost:8080/api', nlp: 'http://localhost:8080/nlp' };

function setup(known: TokenHolder | null | undefined) {
  const fetchMock = vi.fn<typeof fetch>(async () => Response.json({ items: [], total: 0 }));
  const getUser = vi.fn(async () => ({ access_token: 'stored' }));
  const refresh = vi.fn(async () => ({ access_token: 'renewed' }));
  const client = createHttpClient({ getUser, userNow: () => known, refresh, fetch: fetchMock });
  const sentToken = () => new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('Authorization');
  return { client, fetchMock, getUser, refresh, sentToken };
}

// A list call that has to wait for the stored user leaves only after the render that follows it (a page change).
describe('calls without waiting', () => {
  it('sends at once, in the caller’s task, with a fresh user in memory', async () => {
    const { client, fetchMock, getUser, sentToken } = setup({ access_token: 'in-memory', expires_in: 300 });
    const answer = client(URL_);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await answer;
    expect(sentToken()).toBe('Bearer in-memory');
    expect(getUser).not.toHaveBeenCalled();
  });

  it('asks for the stored user (and renews) when the one in memory is about to expire, or unknown', async () => {
    const expiring = setup({ access_token: 'in-memory', expires_in: 2 });
    await expiring.client(URL_);
    expect(expiring.getUser).toHaveBeenCalledTimes(1);
    expect(expiring.sentToken()).toBe('Bearer stored');

    const unknown = setup(undefined);
    const answer = unknown.client(URL_);
    expect(unknown.fetchMock).not.toHaveBeenCalled();
    await answer;
    expect(unknown.sentToken()).toBe('Bearer stored');
  });

  it('starts a list request at once once the configurations are at hand', async () => {
    const { client, fetchMock } = setup({ access_token: 'in-memory' });
    const dataProvider = createDataProvider({ resources: [tenantsResource], httpClient: client, apiUrls });
    const list = dataProvider.getList('administration/tenants', {
      pagination: { page: 2, perPage: 25 },
      sort: { field: 'name', order: 'ASC' },
      filter: {},
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0][0])).toContain('page=2');
    await expect(list).resolves.toEqual({ data: [], total: 0 });
  });
});
