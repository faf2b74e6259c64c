import { openDatabase } from '../db/database';
import type { Db } from '../db/database';
import { SqliteOidcStore } from './sqliteAdapter';

let db: Db;
let store: SqliteOidcStore;

beforeEach(() => {
  db = openDatabase(':memory:');
  store = new SqliteOidcStore(db);
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2030-01-01T00:00:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
  db.close();
});

const rowCount = (): number => (db.prepare('SELECT COUNT(*) AS n FROM oidc_store').get() as { n: number }).n;

describe('SqliteOidcStore adapters', () => {
  it('stores, finds, replaces and destroys payloads per model', async () => {
    const codes = store.adapterFor('AuthorizationCode');
    const grants = store.adapterFor('Grant');
    await codes.upsert('abc', { jti: 'abc', grantId: 'g1', scope: 'openid' }, 60);
    expect(await codes.find('abc')).toEqual({ jti: 'abc', grantId: 'g1', scope: 'openid' });
    expect(await grants.find('abc')).toBeUndefined();

    await codes.upsert('abc', { jti: 'abc', grantId: 'g1', scope: 'openid profile' }, 60);
    expect(await codes.find('abc')).toMatchObject({ scope: 'openid profile' });
    expect(rowCount()).toBe(1);

    await codes.destroy('abc');
    expect(await codes.find('abc')).toBeUndefined();
    expect(rowCount()).toBe(0);
  });

  it('finds sessions by uid and device codes by user code', async () => {
    await store.adapterFor('Session').upsert('s1', { uid: 'u-1', accountId: '7' }, 3600);
    await store.adapterFor('DeviceCode').upsert('d1', { userCode: 'ABCD-EFGH', grantId: 'g' }, 3600);
    expect(await store.adapterFor('Session').findByUid('u-1')).toMatchObject({ accountId: '7' });
    expect(await store.adapterFor('Session').findByUid('u-2')).toBeUndefined();
    expect(await store.adapterFor('DeviceCode').findByUserCode('ABCD-EFGH')).toMatchObject({ grantId: 'g' });
    expect(await store.adapterFor('Session').findByUserCode('ABCD-EFGH')).toBeUndefined();
  });

  it('marks consumed instances and keeps them consumed when saved again', async () => {
    const tokens = store.adapterFor('RefreshToken');
    await tokens.upsert('rt', { jti: 'rt', grantId: 'g1' }, 600);
    expect(await tokens.find('rt')).not.toHaveProperty('consumed');
    await tokens.consume('rt');
    const consumed = await tokens.find('rt');
    expect(consumed?.consumed).toBe(Math.floor(Date.now() / 1000));
    await tokens.upsert('rt', { jti: 'rt', grantId: 'g1' }, 600);
    expect(await tokens.find('rt')).toHaveProperty('consumed');
  });

  it('ignores expired rows and cleans them up', async () => {
    const sessions = store.adapterFor('Session');
    await sessions.upsert('short', { uid: 'a' }, 10);
    await sessions.upsert('long', { uid: 'b' }, 1000);
    // Without a lifetime (its type says one is always given; oidc-provider saves some models without).
    store.upsert('Session', 'forever', { uid: 'c' });
    vi.setSystemTime(Date.now() + 11_000);
    expect(await sessions.find('short')).toBeUndefined();
    expect(await sessions.findByUid('a')).toBeUndefined();
    expect(await sessions.find('long')).toBeDefined();
    expect(store.cleanup()).toBe(1);
    expect(rowCount()).toBe(2);
    expect(await sessions.find('forever')).toEqual({ uid: 'c' });
  });

  it('revokes only the given grant of the given model', async () => {
    const refresh = store.adapterFor('RefreshToken');
    const codes = store.adapterFor('AuthorizationCode');
    await refresh.upsert('r1', { grantId: 'g1' }, 600);
    await refresh.upsert('r2', { grantId: 'g1' }, 600);
    await refresh.upsert('r3', { grantId: 'g2' }, 600);
    await codes.upsert('c1', { grantId: 'g1' }, 60);
    await refresh.revokeByGrantId('g1');
    expect(await refresh.find('r1')).toBeUndefined();
    expect(await refresh.find('r2')).toBeUndefined();
    expect(await refresh.find('r3')).toBeDefined();
    expect(await codes.find('c1')).toBeDefined();
  });

  it('cleans up expired rows lazily on writes', async () => {
    const interactions = store.adapterFor('Interaction');
    await interactions.upsert('old', {}, 5);
    vi.setSystemTime(Date.now() + 120_000);
    await interactions.upsert('new', {}, 5);
    expect((db.prepare('SELECT id FROM oidc_store').all() as { id: string }[]).map((r) => r.id)).toEqual([
      'new',
    ]);
  });
});
