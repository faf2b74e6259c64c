import { createApiRequest } from './apiRequest';

const apiUrls = { core: 'https://core.example.com/api', nlp: 'https://nlp.example.com' };

function stubClient(answer: unknown = { ok: true }, headers: Record<string, string> = {}) {
  return vi.fn(async (_url: string, _options?: unknown) => ({
    status: 200,
    headers: new Headers(headers),
    json: (answer instanceof Blob ? null : answer) as never,
    blob: answer instanceof Blob ? answer : undefined,
  }));
}

describe('createApiRequest', () => {
  it('puts the base URL of the API before the path and passes method, query, body and flags on', async () => {
    const httpClient = stubClient({ value: 1 });
    const request = createApiRequest(httpClient, apiUrls);
    const query = new URLSearchParams({ page: '1', filter: '{"q":"a b"}' });
    expect(await request.json('POST', '/home/x', { query, body: { a: 1 }, silent: true })).toEqual({
      value: 1,
    });
    expect(httpClient).toHaveBeenCalledWith(
      'https://core.example.com/api/home/x?page=1&filter=%7B%22q%22%3A%22a+b%22%7D',
      {
        method: 'POST',
        body: { a: 1 },
        silent: true,
        skipAuth: undefined,
        signal: undefined,
      },
    );
    await request.json('GET', '/models', { base: 'nlp', skipAuth: true });
    expect(httpClient.mock.calls[1]?.[0]).toBe('https://nlp.example.com/models');
    expect(httpClient.mock.calls[1]?.[1]).toMatchObject({ method: 'GET', skipAuth: true });
  });

  it('downloads a result named by a task on the core API, or by an API path, as a named blob', async () => {
    const blob = new Blob(['a,b']);
    const httpClient = stubClient(blob, { 'Content-Disposition': 'attachment; filename="dial-logs-5.csv"' });
    const request = createApiRequest(httpClient, apiUrls);
    expect(await request.file('/api/home/exports/5/file')).toEqual({ blob, fileName: 'dial-logs-5.csv' });
    await request.file('/home/exports/6/file');
    await request.file('https://core.example.com/api/home/exports/7/file');
    expect(httpClient.mock.calls.map(([url]) => url)).toEqual([
      'https://core.example.com/api/home/exports/5/file',
      'https://core.example.com/api/home/exports/6/file',
      'https://core.example.com/api/home/exports/7/file',
    ]);
    expect(httpClient.mock.calls[0]?.[1]).toMatchObject({ responseType: 'blob' });
  });

  it('falls back to the last path segment as the file name', async () => {
    const request = createApiRequest(stubClient(new Blob([])), apiUrls);
    expect((await request.file('/home/exports/8/file')).fileName).toBe('file');
  });

  it('never sends the token to another origin', async () => {
    const httpClient = stubClient(new Blob([]));
    const request = createApiRequest(httpClient, apiUrls);
    await expect(request.file('https://evil.example.com/api/x')).rejects.toThrow(
      'Refused to download from https://evil.example.com',
    );
    expect(httpClient).not.toHaveBeenCalled();
  });
});
