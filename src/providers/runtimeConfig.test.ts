import { TEST_CONFIG } from '../testing/fixtures';
import { RuntimeConfigError, loadRuntimeConfig, parseRuntimeConfig } from './runtimeConfig';

const valid = structuredClone(TEST_CONFIG);

const withSso = (patch: Record<string, unknown>) => ({ ...valid, sso: { ...valid.sso, ...patch } });

describe('parseRuntimeConfig', () => {
  it('accepts the documented configuration unchanged', () => {
    expect(parseRuntimeConfig(valid)).toEqual(valid);
  });

  it('strips trailing slashes from base URLs', () => {
    expect(parseRuntimeConfig({ ...valid, coreApiUrl: 'http://localhost:8080/api/' }).coreApiUrl).toBe(
      'http://localhost:8080/api',
    );
  });

  it('keeps a valid list of extra resource files', () => {
    expect(parseRuntimeConfig({ ...valid, resources: ['/resources/x.json'] }).resources).toEqual([
      '/resources/x.json',
    ]);
  });

  it.each<[string, unknown, string]>([
    ['not an object', [], '/config.json: must be a JSON object'],
    ['missing sso', { ...valid, sso: undefined }, '/config.json: "sso" must be an object'],
    ['missing coreApiUrl', { ...valid, coreApiUrl: undefined }, '"coreApiUrl" must be a non-empty string'],
    [
      'relative coreApiUrl',
      { ...valid, coreApiUrl: '/api' },
      '"coreApiUrl" must be an absolute URL, got "/api"',
    ],
    ['non-http hubUrl', { ...valid, hubUrl: 'ftp://x' }, '"hubUrl" must be an http(s) URL, got "ftp://x"'],
    ['empty clientId', withSso({ clientId: ' ' }), '"sso.clientId" must be a non-empty string'],
    ['scope without openid', withSso({ scope: 'profile api' }), '"sso.scope" must include "openid"'],
    [
      'redirect path without slash',
      withSso({ redirectPath: 'auth-callback' }),
      '"sso.redirectPath" must be a path starting with a single "/", got "auth-callback"',
    ],
    [
      'protocol-relative silent path',
      withSso({ silentRedirectPath: '//evil' }),
      '"sso.silentRedirectPath" must be a path starting with a single "/", got "//evil"',
    ],
    [
      'resources not strings',
      { ...valid, resources: [1] },
      '"resources" must be an array of non-empty strings',
    ],
  ])('rejects %s precisely', (_name, input, message) => {
    expect(() => parseRuntimeConfig(input)).toThrow(RuntimeConfigError);
    expect(() => parseRuntimeConfig(input)).toThrow(message);
  });
});

describe('loadRuntimeConfig', () => {
  const respond = (body: string, status = 200, statusText = 'OK') =>
    vi.fn<typeof fetch>(async () => new Response(body, { status, statusText }));

  it('fetches /config.json as index.html preloads it, and validates it', async () => {
    const fetchMock = respond(JSON.stringify(valid));
    await expect(loadRuntimeConfig(fetchMock)).resolves.toEqual(valid);
    expect(fetchMock).toHaveBeenCalledWith('/config.json');
  });

  it('reports an HTTP failure with its status', async () => {
    await expect(loadRuntimeConfig(respond('nope', 404, 'Not Found'))).rejects.toThrow(
      'Could not load /config.json: HTTP 404 Not Found',
    );
  });

  it('reports a network failure with its message', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(loadRuntimeConfig(fetchMock)).rejects.toThrow(
      'Could not load /config.json: Failed to fetch',
    );
  });

  it('reports a body that is not JSON', async () => {
    await expect(loadRuntimeConfig(respond('<html>'))).rejects.toThrow(/^\/config\.json is not valid JSON: /);
  });
});
