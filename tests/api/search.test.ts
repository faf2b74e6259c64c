import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listRouteAt } from '../../dev-platform/api/listRoutes';
import { servedResources } from '../../dev-platform/api/resourceRules';
import type { Platform } from '../../dev-platform/platform';
import type { SearchResponse } from '../../src/shared/wire/search';
import { SEARCH_MAX_QUERY } from '../../src/shared/wire/search';
import { startTestPlatform } from '../support/testPlatform';
import { sessionFor, type Session } from './session';

let platform: Platform;
let admin: Session;
let operator: Session;
let viewer: Session;

beforeAll(async () => {
  platform = await startTestPlatform();
  [admin, operator, viewer] = await Promise.all(
    ['admin', 'operator', 'viewer'].map((name) => sessionFor(platform, name)),
  );
});
afterAll(async () => platform?.close());

const search = async (session: Session, q: string, extra = '') => {
  const { status, body } = await session.call(`/api/search?q=${encodeURIComponent(q)}${extra}`);
  expect(status).toBe(200);
  return (body as SearchResponse).items;
};
const one = <T>(sql: string, ...params: unknown[]) => platform.db.prepare(sql).get(...params) as T;

describe('search everywhere', () => {
  it('finds a user by part of an e-mail and a line by part of its number', async () => {
    const user = one<{ id: number; email: string }>("SELECT id, email FROM user WHERE username = 'operator'");
    const part = user.email.slice(2, user.email.indexOf('@') + 4);
    const users = await search(admin, part);
    expect(users).toContainEqual(
      expect.objectContaining({ resource: 'users', id: String(user.id), label: 'operator', field: 'email' }),
    );
    const line = one<{ id: number; name: string; phone_number: string }>(
      'SELECT id, name, phone_number FROM line ORDER BY id LIMIT 1',
    );
    const lines = await search(admin, line.phone_number.slice(-7));
    expect(lines).toContainEqual(
      expect.objectContaining({
        resource: 'lines',
        id: String(line.id),
        label: line.name,
        field: 'phoneNumber',
      }),
    );
  });

  it('ranks an exact match before a start and a start before a match inside', async () => {
    const items = await search(admin, 'operator');
    expect(items[0]).toMatchObject({ resource: 'users', label: 'operator', match: 'exact' });
    const ranks = items.map((item) => ['exact', 'prefix', 'contains'].indexOf(item.match));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  });

  it('keeps to the tenant context and below', async () => {
    const adminMail = one<{ email: string }>("SELECT email FROM user WHERE username = 'admin'").email;
    expect(await search(admin, adminMail)).toContainEqual(expect.objectContaining({ label: 'admin' }));
    expect(await search(operator, adminMail)).not.toContainEqual(expect.objectContaining({ label: 'admin' }));
    const foreign = one<{ name: string }>(
      "SELECT l.name FROM line l JOIN tenant t ON t.id = l.id_tenant WHERE t.name NOT LIKE 'Acme%' ORDER BY l.id LIMIT 1",
    );
    expect(await search(operator, foreign.name)).not.toContainEqual(
      expect.objectContaining({ resource: 'lines', label: foreign.name }),
    );
  });

  it('shows only resources the caller may read', async () => {
    expect((await search(admin, 'operator')).some((item) => item.resource === 'users')).toBe(true);
    const items = await search(viewer, 'operator');
    expect(items.some((item) => item.resource === 'users' || item.resource === 'permissionGroups')).toBe(
      false,
    );
    const flows = (await viewer.call('/api/designer/flows?pageSize=1')).body as { items: { name: string }[] };
    expect(await search(viewer, flows.items[0]!.name)).toContainEqual(
      expect.objectContaining({ resource: 'flows', label: flows.items[0]!.name }),
    );
  });

  it('searches a JSON resource by the fields its file declares', async () => {
    const tag = one<{ id: number; name: string }>('SELECT id, name FROM tag ORDER BY id LIMIT 1');
    expect(await search(admin, tag.name)).toContainEqual(
      expect.objectContaining({ resource: 'tags', id: String(tag.id), label: tag.name }),
    );
  });

  it('finds a conversation by its whole guid only', async () => {
    const { guid } = one<{ guid: string }>('SELECT guid FROM conversation ORDER BY guid LIMIT 1');
    expect(await search(admin, guid)).toContainEqual(
      expect.objectContaining({ resource: 'conversations', id: guid, match: 'exact' }),
    );
  });

  it('bounds the query and never answers 500', async () => {
    expect(await search(admin, 'a')).toEqual([]);
    expect(await search(admin, '  ')).toEqual([]);
    expect(await search(admin, '%_\\', '&limit=5')).toEqual([]);
    for (const q of ['__proto__', "'; DROP TABLE user; --", '"', '\u0000x', '😀😀']) await search(admin, q);
    const bad = [
      '',
      `?q=${'x'.repeat(SEARCH_MAX_QUERY + 1)}`,
      '?q=ab&limit=0',
      '?q=ab&limit=51',
      '?q=ab&limit=x',
      '?q=a&q=b',
    ];
    for (const query of bad) expect((await admin.call(`/api/search${query}`)).status, query).toBe(400);
    expect((await admin.call('/api/search?q=ab', { token: undefined } as never)).status).toBeLessThan(500);
  });

  it('meets every declared searchable field in its list', () => {
    const declared = servedResources().filter((config) => config.search);
    expect(declared.map((config) => config.name)).toEqual(expect.arrayContaining(['users', 'lines', 'tags']));
    for (const config of declared) {
      const route = listRouteAt(platform.app, `/api${config.api.list.path}`);
      expect(route, config.name).toBeDefined();
      const { spec } = route!.source({ idTenant: 1, permissions: {} } as never, {});
      for (const { field } of config.search!)
        expect(spec.fields[field]?.type, `${config.name}.${field}`).toBe('text');
    }
  });
});
