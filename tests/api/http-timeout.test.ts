import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApiError } from '../../src/providers/apiError';
import { createHttpClient, TIMEOUT_ERROR_MESSAGE } from '../../src/providers/httpClient';

// The console's API client against a real server that takes the request and never answers (SPEC §9 timeout; the
// 100 s itself is asserted with fake timers beside the client).
describe('a server that never answers', () => {
  let server: Server;
  let url: string;
  beforeAll(async () => {
    server = createServer(() => undefined);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/administration/lines`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('is abandoned after the timeout with a clear message', async () => {
    const storage = { getItem: () => null } as unknown as Storage;
    const client = createHttpClient({
      getUser: async () => ({ access_token: 't' }),
      storage,
      fetch,
      timeoutMs: 300,
    });
    const failure = client(url).then(
      () => undefined,
      (error: unknown) => error,
    );
    const error = await failure;
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(TIMEOUT_ERROR_MESSAGE);
  });
});
