import { User, UserManager } from 'oidc-client-ts';
import { TEST_CONFIG } from '../testing/fixtures';
import { parseStoredUser, readStoredUser, userStoreKey } from './storedUser';
import { userManagerSettings } from './userManager';

const NOW = Date.UTC(2026, 10, 24, 12, 0, 0, 400);
const nowSeconds = Math.floor(NOW / 1000);

/** What oidc-client-ts stores of a user (its `toStorageString()` fields). */
const STORED_FIELDS = {
  access_token: 'access-1',
  refresh_token: 'refresh-1',
  id_token: 'id-1',
  token_type: 'Bearer',
  scope: 'openid api',
  session_state: 'session-1',
  profile: { sub: '3', iss: 'http://localhost:8080/sso', aud: 'core.fe', exp: 0, iat: 0 },
};

const libraryUser = (expiresAt: number | undefined) => new User({ ...STORED_FIELDS, expires_at: expiresAt });

describe('storedUser', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    sessionStorage.clear();
  });
  afterEach(() => vi.useRealTimers());

  it('reads the user a real UserManager stored, under the same key', async () => {
    const manager = new UserManager(userManagerSettings(TEST_CONFIG, { storage: sessionStorage }));
    await manager.storeUser(libraryUser(nowSeconds + 300));
    expect(userStoreKey(TEST_CONFIG.sso)).toBe('oidc.user:http://localhost:8080/sso:core.fe');
    expect(readStoredUser(sessionStorage, userStoreKey(TEST_CONFIG.sso))).toEqual({
      ...STORED_FIELDS,
      expires_at: nowSeconds + 300,
      expires_in: 300,
      expired: false,
    });
  });

  it.each([
    ['well before expiry', nowSeconds + 60],
    ['one second before expiry', nowSeconds + 1],
    ['at the expiry second', nowSeconds],
    ['after expiry', nowSeconds - 30],
    ['without an expiry', undefined],
  ])('judges expiry like oidc-client-ts: %s', (_case, expiresAt) => {
    const user = libraryUser(expiresAt);
    const read = parseStoredUser(user.toStorageString(), NOW);
    expect(read?.expires_in).toBe(user.expires_in);
    expect(read?.expired).toBe(user.expired);
  });

  it('takes the time of reading, not of storing', () => {
    const text = libraryUser(nowSeconds + 10).toStorageString();
    expect(parseStoredUser(text, NOW)?.expired).toBe(false);
    expect(parseStoredUser(text, NOW + 10_000)?.expired).toBe(true);
  });

  it('has no user for a missing, corrupt or token-less entry', () => {
    expect(readStoredUser(sessionStorage, userStoreKey(TEST_CONFIG.sso))).toBeNull();
    expect(parseStoredUser('{not json')).toBeNull();
    expect(parseStoredUser('null')).toBeNull();
    expect(parseStoredUser('"token"')).toBeNull();
    expect(parseStoredUser(JSON.stringify({ profile: {} }))).toBeNull();
    expect(parseStoredUser(JSON.stringify({ access_token: '' }))).toBeNull();
    expect(parseStoredUser(JSON.stringify({ access_token: 't', expires_at: 'soon' }))).toBeNull();
  });

  it('never reads local storage', () => {
    localStorage.setItem(userStoreKey(TEST_CONFIG.sso), libraryUser(nowSeconds + 60).toStorageString());
    expect(readStoredUser(sessionStorage, userStoreKey(TEST_CONFIG.sso))).toBeNull();
    localStorage.clear();
  });
});
