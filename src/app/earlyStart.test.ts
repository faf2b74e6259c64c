import { dropEarlyReads, takeEarlyRead } from '../providers/earlyReads';
import { addSessionHeaders } from '../providers/sessionHeaders';
import { rememberStartReads } from '../providers/startReads';
import { userStoreKey } from '../providers/storedUser';
import { startEarly } from './earlyStart';

const CONFIG = {
  coreApiUrl: 'http://localhost:8080/api',
  nlpApiUrl: 'http://localhost:8080/nlp',
  hubUrl: 'http://localhost:8080/hub',
  sso: {
    authority: 'http://localhost:8080/oidc',
    clientId: 'switchboard-console',
    scope: 'openid profile',
    redirectPath: '/auth/callback',
    silentRedirectPath: '/auth/silent',
    postLogoutRedirectPath: '/',
  },
};

function setup(user?: { access_token: string; expires_at: number }, search = '') {
  if (user)
    sessionStorage.setItem(userStoreKey(CONFIG.sso), JSON.stringify({ ...user, profile: { sub: 'user-1' } }));
  const fetchMock = vi.fn<typeof fetch>(async (input) =>
    String(input) === '/config.json' ? new Response(JSON.stringify(CONFIG)) : new Response('{}'),
  );
  const started = startEarly({
    location: { pathname: '/administration/users', search },
    storage: sessionStorage,
    fetch: fetchMock,
  });
  const urls = () => fetchMock.mock.calls.map(([input]) => String(input));
  return { started, fetchMock, urls };
}

const signed = (token: string) =>
  addSessionHeaders(new Headers({ Accept: 'application/json' }), token, sessionStorage);
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

describe('startEarly', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => dropEarlyReads());

  it("reads /config.json and, for a signed-in user, sends the user's info and the application configuration", async () => {
    const { started, urls } = setup({ access_token: 'token-1', expires_at: inAnHour() });
    await expect(started.config).resolves.toEqual(CONFIG);
    await vi.waitFor(() => expect(urls()).toHaveLength(3));
    expect(urls()).toEqual([
      '/config.json',
      'http://localhost:8080/api/home/user-info',
      'http://localhost:8080/api/home/application-configuration',
    ]);
    // Taken by the API client's identical call: the same address and signed headers.
    expect(takeEarlyRead('http://localhost:8080/api/home/user-info', signed('token-1'))).toBeDefined();
  });

  it('also sends what the last load of this address read before its first screen, for the same user only', async () => {
    const LIST = 'http://localhost:8080/api/administration/users?page=1&pageSize=25';
    const remember = (user: string, address = '/administration/users') =>
      rememberStartReads(sessionStorage, {
        address,
        user,
        urls: ['http://localhost:8080/api/home/user-info', LIST, 'https://elsewhere.example/api/steal'],
      });
    remember('user-1');
    const same = setup({ access_token: 'token-1', expires_at: inAnHour() });
    await vi.waitFor(() => expect(same.urls()).toHaveLength(4));
    // Each address once, and never one outside the platform's APIs (the entry is not trusted with the token).
    expect(same.urls().slice(1)).toEqual([
      'http://localhost:8080/api/home/user-info',
      'http://localhost:8080/api/home/application-configuration',
      LIST,
    ]);
    expect(takeEarlyRead(LIST, signed('token-1'))).toBeDefined();

    for (const other of [() => remember('user-2'), () => remember('user-1', '/administration/tenants')]) {
      sessionStorage.clear();
      other();
      const { urls } = setup({ access_token: 'token-1', expires_at: inAnHour() });
      await vi.waitFor(() => expect(urls()).toHaveLength(3));
      expect(urls()).not.toContain(LIST);
    }
  });

  it('sends nothing but /config.json without a user, or with an expired one', async () => {
    const none = setup();
    await none.started.config;
    sessionStorage.clear();
    const expired = setup({ access_token: 'token-1', expires_at: Math.floor(Date.now() / 1000) - 10 });
    await expired.started.config;
    await Promise.resolve();
    expect([...none.urls(), ...expired.urls()]).toEqual(['/config.json', '/config.json']);
  });

  it('rejects its configuration with the reason when /config.json cannot be used', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => new Response('not json'));
    const started = startEarly({
      location: { pathname: '/', search: '' },
      storage: sessionStorage,
      fetch: fetchMock,
    });
    await expect(started.config).rejects.toThrow('/config.json is not valid JSON');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
