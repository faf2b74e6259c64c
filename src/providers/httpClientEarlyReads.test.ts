import { dropEarlyReads, startEarlyRead } from './earlyReads';
import { createHttpClient } from './httpClient';
import { addSessionHeaders } from './sessionHeaders';
import { TENANT_CONTEXT_STORAGE_KEY } from './tenantContext';

const USER_INFO = 'http://localhost:8080/api/home/user-info';
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** An early read of `url` signed like the client signs (`earlyStart.ts`), answered by `early`. */
function startEarly(url: string, token: string, early: typeof fetch) {
  startEarlyRead(
    url,
    addSessionHeaders(new Headers({ Accept: 'application/json' }), token, sessionStorage),
    early,
  );
}

function client(token = 'token-1') {
  const fetchMock = vi.fn<typeof fetch>(async () => json({ value: 'asked afresh' }));
  const refresh = vi.fn(async () => ({ access_token: 'token-2' }));
  return {
    fetchMock,
    refresh,
    call: createHttpClient({
      getUser: async () => ({ access_token: token }),
      fetch: fetchMock,
      refresh,
      storage: sessionStorage,
    }),
  };
}

describe('httpClient and the early reads', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => dropEarlyReads());

  it('answers the identical first call from the early read, and asks the API for the next one', async () => {
    startEarly(USER_INFO, 'token-1', async () => json({ value: 'early' }));
    const { call, fetchMock } = client();
    expect((await call(USER_INFO)).json).toEqual({ value: 'early' });
    expect(fetchMock).not.toHaveBeenCalled();
    expect((await call(USER_INFO)).json).toEqual({ value: 'asked afresh' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('does not use an early read made with another token or tenant context', async () => {
    startEarly(USER_INFO, 'old-token', async () => json({ value: 'early' }));
    const first = client();
    expect((await first.call(USER_INFO)).json).toEqual({ value: 'asked afresh' });

    startEarly(USER_INFO, 'token-1', async () => json({ value: 'early' }));
    sessionStorage.setItem(TENANT_CONTEXT_STORAGE_KEY, JSON.stringify({ id: 7, name: 'Acme' }));
    const second = client();
    expect((await second.call(USER_INFO)).json).toEqual({ value: 'asked afresh' });
    expect(new Headers(second.fetchMock.mock.calls[0][1]?.headers).get('Tenant-Context-Id')).toBe('7');
  });

  it('does not answer other methods or calls with a body from an early read', async () => {
    startEarly(USER_INFO, 'token-1', async () => json({ value: 'early' }));
    const { call, fetchMock } = client();
    await call(USER_INFO, { method: 'PUT', body: { a: 1 } });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('treats a refused early read like a refused call: renewed once and retried against the API', async () => {
    startEarly(USER_INFO, 'token-1', async () => json({ status: 401, error: 'Unauthorized' }, 401));
    const { call, fetchMock, refresh } = client();
    expect((await call(USER_INFO)).json).toEqual({ value: 'asked afresh' });
    expect(refresh).toHaveBeenCalledWith('token-1');
    expect(new Headers(fetchMock.mock.calls[0][1]?.headers).get('Authorization')).toBe('Bearer token-2');
  });

  it('forgets early reads once dropped', async () => {
    startEarly(USER_INFO, 'token-1', async () => json({ value: 'early' }));
    dropEarlyReads();
    const { call } = client();
    expect((await call(USER_INFO)).json).toEqual({ value: 'asked afresh' });
  });

  it('tells of the reads an early read could answer: signed GETs without a body or an abort signal', async () => {
    const noteRead = vi.fn();
    const call = createHttpClient({
      getUser: async () => ({ access_token: 'token-1' }),
      fetch: async () => json({}),
      storage: sessionStorage,
      noteRead,
    });
    await call(USER_INFO);
    await call(`${USER_INFO}?again`, { method: 'PUT', body: { a: 1 } });
    await call(`${USER_INFO}?aborted`, { signal: new AbortController().signal });
    await call(`${USER_INFO}?public`, { skipAuth: true });
    expect(noteRead.mock.calls).toEqual([[USER_INFO]]);
  });
});
