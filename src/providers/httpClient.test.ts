import { ApiError } from './apiError';
import {
  AUTHORIZATION_ERROR_MESSAGE,
  createHttpClient,
  HTTP_TIMEOUT_MS,
  TIMEOUT_ERROR_MESSAGE,
} from './httpClient';
import { TENANT_CONTEXT_STORAGE_KEY } from './tenantContext';

const URL_ = 'http://localhost:8080/api/administration/tenants';

function jsonResponse(body: unknown, status = 200, statusText = 'OK') {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    statusText,
    headers: { 'Content-Type': 'application/json' },
  });
}

function setup(user: { access_token: string; expired?: boolean } | null = { access_token: 'token-1' }) {
  const fetchMock = vi.fn<typeof fetch>(async () => jsonResponse({ items: [], total: 0 }));
  const client = createHttpClient({ getUser: async () => user, fetch: fetchMock, storage: sessionStorage });
  const sentHeaders = () => new Headers(fetchMock.mock.calls[0]?.[1]?.headers);
  return { client, fetchMock, sentHeaders };
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('expected a rejection');
}

/** A fetch whose server never answers: it settles only when its signal aborts. */
const unanswered: typeof fetch = (_url, init) =>
  new Promise((_resolve, reject) => {
    init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
  });

describe('httpClient', () => {
  beforeEach(() => sessionStorage.clear());

  describe('timeout (SPEC §9: default HTTP timeout 100 s)', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('abandons a call the server does not answer after 100 s, with a clear message', async () => {
      expect(HTTP_TIMEOUT_MS).toBe(100_000);
      const client = createHttpClient({
        getUser: async () => ({ access_token: 't' }),
        fetch: unanswered,
        storage: sessionStorage,
      });
      const failure = rejection(client(URL_));
      await vi.advanceTimersByTimeAsync(HTTP_TIMEOUT_MS - 1);
      let settled = false;
      void failure.then(() => (settled = true));
      await vi.advanceTimersByTimeAsync(0);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      const error = await failure;
      expect(error).toBeInstanceOf(ApiError);
      expect(error.message).toBe(TIMEOUT_ERROR_MESSAGE);
      expect(error.status).toBe(0);
    });

    it("still lets the caller's own signal cancel the call as an abort, not a timeout", async () => {
      const client = createHttpClient({
        getUser: async () => ({ access_token: 't' }),
        fetch: unanswered,
        storage: sessionStorage,
      });
      const controller = new AbortController();
      const failure = rejection(client(URL_, { signal: controller.signal }));
      await vi.advanceTimersByTimeAsync(10);
      controller.abort();
      const error = await failure;
      expect(error).not.toBeInstanceOf(ApiError);
      expect((error as unknown as DOMException).name).toBe('AbortError');
    });
  });

  it('sends the bearer token and no tenant header when no context is selected', async () => {
    const { client, sentHeaders } = setup();
    const response = await client(URL_);
    expect(response.json).toEqual({ items: [], total: 0 });
    expect(sentHeaders().get('Authorization')).toBe('Bearer token-1');
    expect(sentHeaders().has('Tenant-Context-Id')).toBe(false);
  });

  it('sends Tenant-Context-Id from the stored tenant context', async () => {
    sessionStorage.setItem(TENANT_CONTEXT_STORAGE_KEY, JSON.stringify({ id: 42, name: 'Acme' }));
    const { client, sentHeaders } = setup();
    await client(URL_);
    expect(sentHeaders().get('Tenant-Context-Id')).toBe('42');
  });

  it('serialises a JSON body with its content type and method', async () => {
    const { client, fetchMock, sentHeaders } = setup();
    await client(URL_, { method: 'POST', body: { name: 'Acme' } });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"name":"Acme"}');
    expect(sentHeaders().get('Content-Type')).toBe('application/json');
  });

  it('reads a file answer as a blob, never as JSON, and asks for any type', async () => {
    const { client, fetchMock, sentHeaders } = setup();
    fetchMock.mockResolvedValueOnce(new Response('not,json\r\n', { status: 200 }));
    const response = await client(URL_, { responseType: 'blob' });
    expect(response.json).toBeNull();
    expect(await response.blob?.text()).toBe('not,json\r\n');
    expect(sentHeaders().get('Accept')).toBe('*/*');
  });

  it.each([null, { access_token: 'old', expired: true }, { access_token: '' }])(
    'sends nothing and rejects with Authorization error when the user is %p',
    async (user) => {
      const { client, fetchMock } = setup(user);
      const error = await rejection(client(URL_));
      expect(error).toBeInstanceOf(ApiError);
      expect(error.message).toBe(AUTHORIZATION_ERROR_MESSAGE);
      expect(error.message).toBe('Authorization error');
      expect(fetchMock).not.toHaveBeenCalled();
    },
  );

  it('sends calls marked skipAuth without a user and without Authorization', async () => {
    const { client, fetchMock, sentHeaders } = setup(null);
    await client(URL_, { skipAuth: true });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sentHeaders().has('Authorization')).toBe(false);
  });

  it("formats failures with status and error fields as 'Error ({status}) - {error}'", async () => {
    const { client, fetchMock } = setup();
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ status: 404, error: 'Tenant not found' }, 404, 'Not Found'),
    );
    const error = await rejection(client(URL_));
    expect(error.message).toBe('Error (404) - Tenant not found');
    expect(error.status).toBe(404);
    expect(error.body).toEqual({ status: 404, error: 'Tenant not found' });
    expect(error.silent).toBe(false);
  });

  it("uses the failure's own message when the body lacks status or error", async () => {
    const { client, fetchMock } = setup();
    fetchMock.mockResolvedValueOnce(
      new Response('<html>bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    );
    const error = await rejection(client(URL_));
    expect(error.message).toBe(`Http failure response for ${URL_}: 502 Bad Gateway`);
    expect(error.status).toBe(502);
  });

  it("uses the network error's own message when nothing came back", async () => {
    const { client, fetchMock } = setup();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const error = await rejection(client(URL_));
    expect(error.message).toBe('Failed to fetch');
    expect(error.status).toBe(0);
  });

  it('marks errors of silent calls so the notifier can skip them', async () => {
    const { client, fetchMock } = setup();
    fetchMock.mockResolvedValueOnce(jsonResponse({ status: 500, error: 'Boom' }, 500));
    const error = await rejection(client(URL_, { silent: true }));
    expect(error.silent).toBe(true);
    expect(error.message).toBe('Error (500) - Boom');
  });

  it('returns null JSON for empty bodies', async () => {
    const { client, fetchMock } = setup();
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    const response = await client(URL_, { method: 'DELETE' });
    expect(response.status).toBe(204);
    expect(response.json).toBeNull();
  });

  it('reads files as blobs with the token in the header, and their failures as JSON errors', async () => {
    const { client, fetchMock, sentHeaders } = setup();
    fetchMock.mockResolvedValueOnce(new Response('Name\r\n', { headers: { 'Content-Type': 'text/csv' } }));
    const response = await client('http://localhost:8080/api/home/exports/3/file', {
      responseType: 'blob',
    });
    expect(await response.blob?.text()).toBe('Name\r\n');
    expect(sentHeaders().get('Authorization')).toBe('Bearer token-1');
    expect(sentHeaders().get('Accept')).toBe('*/*');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('http://localhost:8080/api/home/exports/3/file');

    fetchMock.mockResolvedValueOnce(jsonResponse({ status: 404, error: 'Export not found' }, 404));
    const error = await rejection(
      client('http://localhost:8080/api/home/exports/4/file', { responseType: 'blob' }),
    );
    expect(error.message).toBe('Error (404) - Export not found');
  });
});
