import type { Platform } from '../../dev-platform/platform';
import { startTestPlatform } from '../support/testPlatform';
import { roleIdOf, sessionFor, type Session } from './session';

// Issue 10: keyset paging from checkpoints and cached totals must read exactly what OFFSET paging over the whole
// query would: no gaps, no duplicates, ties broken by id, totals that follow every write.

interface Page {
  items: { id: number; time: string; action: number }[];
  total: number;
}

const AUDIT = '/api/administration/audit-log';
let platform: Platform;
let admin: Session;

const page = async (query: string): Promise<Page> => {
  const response = await admin.call(`${AUDIT}?pageSize=100&${query}`);
  expect(response.status).toBe(200);
  return response.body as Page;
};

/** What the list must answer, straight from the table: every entry, in the asked order, ties by id. */
const expectedIds = (orderBy: string, where = '1 = 1') =>
  platform.db.prepare(`SELECT id FROM audit_entry WHERE ${where} ORDER BY ${orderBy}`).pluck().all();

beforeAll(async () => {
  platform = await startTestPlatform();
  admin = await sessionFor(platform, 'admin');
});
afterAll(() => platform.close());

describe('list paging at depth', () => {
  it('walks the default sort forwards and backwards without gaps or duplicates', async () => {
    const expected = expectedIds('time DESC, id DESC');
    const pages = Math.ceil(expected.length / 100);
    const forwards: number[] = [];
    for (let n = 1; n <= pages; n++) forwards.push(...(await page(`page=${n}`)).items.map((item) => item.id));
    expect(forwards).toEqual(expected);
    const backwards: number[][] = [];
    for (let n = pages; n >= 1; n--)
      backwards.unshift((await page(`page=${n}`)).items.map((item) => item.id));
    expect(backwards.flat()).toEqual(expected);
  });

  it('breaks ties on the sort key by time and id, in both directions, when jumping between far pages', async () => {
    for (const order of ['ASC', 'DESC'] as const) {
      // The action sorts by groups (listGroups.ts): each action's entries in the default sort's order.
      const expected = expectedIds(`action ${order}, time ${order}, id ${order}`);
      const pages = Math.ceil(expected.length / 100);
      // Far jumps first, then their neighbours: each seeks from a checkpoint another page left.
      const visit = [pages, 1, Math.ceil(pages / 2), pages - 1, 2, Math.ceil(pages / 2) - 1];
      for (let n = 1; n <= pages; n++) if (!visit.includes(n)) visit.push(n);
      const seen = new Map<number, number[]>();
      for (const n of visit)
        seen.set(
          n,
          (await page(`page=${n}&sort=action&order=${order}`)).items.map((item) => item.id),
        );
      const all = [...seen.entries()].sort(([a], [b]) => a - b).flatMap(([, ids]) => ids);
      expect(all).toEqual(expected);
    }
  });

  it('pages a filtered list the same way and answers an empty page past the end', async () => {
    const expected = expectedIds('time DESC, id DESC', 'action = 3');
    const filter = encodeURIComponent(JSON.stringify({ action: 3 }));
    const pages = Math.ceil(expected.length / 100);
    const ids: number[] = [];
    for (let n = pages; n >= 1; n--)
      ids.unshift(...(await page(`page=${n}&filter=${filter}`)).items.map((i) => i.id));
    expect(ids).toEqual(expected);
    const past = await page(`page=${pages + 1}&filter=${filter}`);
    expect(past).toEqual({ items: [], total: expected.length });
  });
});

describe('cached list totals', () => {
  it('follow a write to the listed table, and the pages move with it', async () => {
    const before = await page('page=1');
    const deep = await page('page=5');
    const newest = platform.db
      .prepare(
        `INSERT INTO audit_entry (id_tenant, id_user, action, entity, entity_id, time, detail)
         VALUES (1, NULL, 5, 'Tenant', '1', ?, 'Written behind the API, as a job would') RETURNING id`,
      )
      .pluck()
      .get(new Date(Date.now() + 60_000).toISOString()) as number;
    const after = await page('page=1');
    expect(after.total).toBe(before.total + 1);
    expect(after.items[0].id).toBe(newest);
    expect(after.items.slice(1).map((item) => item.id)).toEqual(
      before.items.slice(0, 99).map((item) => item.id),
    );
    // Every later page shifts by exactly one row: the checkpoints of the old pages were dropped with the write.
    const deepAfter = await page('page=5');
    expect(deepAfter.items.slice(1).map((item) => item.id)).toEqual(
      deep.items.slice(0, 99).map((item) => item.id),
    );
  });

  it('follow a write through the API to a list of another table', async () => {
    const tags = async () =>
      ((await admin.call('/api/assets/tags?page=1&pageSize=5')).body as { total: number }).total;
    const before = await tags();
    const created = await admin.call('/api/assets/tags', {
      method: 'POST',
      body: { name: 'Paging test tag', colour: '#336699' },
    });
    expect(created.status).toBeLessThan(300);
    expect(await tags()).toBe(before + 1);
  });

  it('do not outlive a permission taken away: the next request is refused', async () => {
    const auditor = await sessionFor(platform, 'operator');
    expect((await auditor.call(`${AUDIT}?page=1`)).status).toBe(200);
    const role = roleIdOf(platform, 'Acme Telecom', 'Operators');
    const permissions = JSON.parse(
      platform.db.prepare('SELECT permissions FROM role WHERE id = ?').pluck().get(role) as string,
    ) as Record<string, unknown>;
    delete permissions.Auditlog;
    platform.db
      .prepare('UPDATE role SET permissions = ? WHERE id = ?')
      .run(JSON.stringify(permissions), role);
    expect((await auditor.call(`${AUDIT}?page=1`)).status).toBe(403);
  });
});
