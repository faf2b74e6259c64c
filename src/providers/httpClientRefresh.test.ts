import { ApiError } from './apiError';
import { createHttpClient, type TokenHolder } from './httpClient';

const URL_ = 'http://localhost:8080/api/administration/tenants';
const unauthorized = () =>
  new Response(JSON.stringify({ status: 401, error: 'Unauthorized' }), {
    status: 401,
    headers: { 'Content-Type': 'application/json' },
  });
const ok = () => new Response(JSON.stringify({ items: [], total: 0 }), { status: 200 });
const bearer = (call: Parameters<typeof fetch> | undefined) =>
  new Headers(call?.[1]?.headers).get('Authorization');

/** A client whose API refuses `token-1` (expired in flight) and whose renewal yields `renewed` (null: it failed). */
function setup(renewed: TokenHolder | null, user: TokenHolder = { access_token: 'token-1', expires_in: 60 }) {
  const fetchMock = vi.fn<typeof fetch>(async (_url, init) =>
    new Headers(init?.headers).get('Authorization') === 'Bearer token-1' ? unauthorized() : ok(),
  );
  const refresh = vi.fn(async () => renewed);
  const client = createHttpClient({
    getUser: async () => user,
    refresh,
    fetch: fetchMock,
    storage: sessionStorage,
  });
  return { client, fetchMock, refresh };
}

describe('httpClient token renewal (issue 9)', () => {
  beforeEach(() => sessionStorage.clear());

  it('renews once and retries once when a call other than user info answers 401', async () => {
    const { client, fetchMock, refresh } = setup({ access_token: 'token-2', expires_in: 300 });
    const response = await client(URL_);
    expect(response.status).toBe(200);
    expect(refresh).toHaveBeenCalledExactlyOnceWith('token-1');
    expect(fetchMock.mock.calls.map(bearer)).toEqual(['Bearer token-1', 'Bearer token-2']);
  });

  it('keeps the 401 (which signs out) when the renewal fails, without a second attempt', async () => {
    const { client, fetchMock, refresh } = setup(null);
    const error = (await client(URL_).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(401);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('retries at most once: a second 401 stands', async () => {
    const { client, fetchMock } = setup({ access_token: 'token-1b', expires_in: 300 });
    fetchMock.mockImplementation(async () => unauthorized());
    await expect(client(URL_)).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('never renews on a 401 of user info (SPEC §8: it signs out)', async () => {
    const { client, fetchMock, refresh } = setup({ access_token: 'token-2', expires_in: 300 });
    await expect(client(URL_, { retryUnauthorized: false })).rejects.toMatchObject({ status: 401 });
    expect(refresh).not.toHaveBeenCalled();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('renews a token about to expire before sending it, so it cannot expire on the way', async () => {
    const { client, fetchMock, refresh } = setup(
      { access_token: 'token-2', expires_in: 300 },
      { access_token: 'token-1', expires_in: 2 },
    );
    await client(URL_, { retryUnauthorized: false });
    expect(refresh).toHaveBeenCalledExactlyOnceWith('token-1');
    expect(fetchMock.mock.calls.map(bearer)).toEqual(['Bearer token-2']);
  });
});
