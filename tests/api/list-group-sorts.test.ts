import type { Platform } from '../../dev-platform/platform';
import { startTestPlatform } from '../support/testPlatform';
import { sessionFor, type Session } from './session';

// Issue 10: sorting a big list by a joined name (or a call result) pages through groups of the base table: the
// groups by their value, ties by the group's key, then the list's default sort and its tiebreaker, in the asked
// direction. Every page must read exactly what that ORDER BY over the whole query reads, however it is reached.

interface SortCase {
  list: string;
  /** The list's rows with the sort's value and group key, for the reference query. */
  from: string;
  id: string;
  sort: string;
  value: string;
  key: string;
  within: string;
  filter?: { api: Record<string, unknown>; sql: string };
}

const DIAL_LOGS = '/api/calls-management/dial-logs';
const AUDIT = '/api/administration/audit-log';
const CONVERSATIONS = '/api/calls-management/conversations';
const DIAL_FROM = `dial_log d LEFT JOIN line l ON l.id = d.id_line LEFT JOIN dial_module m ON m.id = l.id_dial_module
  LEFT JOIN campaign c ON c.id = d.id_campaign`;
const dial = (sort: string, value: string, key: string): SortCase => ({
  list: DIAL_LOGS,
  from: DIAL_FROM,
  id: 'd.id',
  sort,
  value,
  key,
  within: 'd.start, d.id',
});

const CASES: SortCase[] = [
  dial('lineName', 'l.name', 'd.id_line'),
  dial('moduleName', 'm.name', 'd.id_line'),
  dial('campaignName', 'c.name', 'd.id_campaign'),
  dial('processKind', 'd.process_kind', 'd.process_kind'),
  {
    ...dial('result', 'd.result', 'd.result'),
    filter: { api: { processKind: 1 }, sql: 'd.process_kind = 1' },
  },
  {
    list: AUDIT,
    from: 'audit_entry a LEFT JOIN user u ON u.id = a.id_user',
    id: 'a.id',
    sort: 'username',
    value: 'u.username',
    key: 'a.id_user',
    within: 'a.time, a.id',
  },
  {
    list: AUDIT,
    from: 'audit_entry a JOIN tenant t ON t.id = a.id_tenant',
    id: 'a.id',
    sort: 'tenantName',
    value: 't.name',
    key: 'a.id_tenant',
    within: 'a.time, a.id',
    filter: { api: { action: 3 }, sql: 'a.action = 3' },
  },
  {
    list: CONVERSATIONS,
    from: 'conversation c LEFT JOIN call_script s ON s.id = c.id_call_script',
    id: 'c.guid',
    sort: 'flowName',
    value: 's.name',
    key: 'c.id_call_script',
    within: 'c.started, c.guid',
  },
];

let platform: Platform;
let admin: Session;

beforeAll(async () => {
  platform = await startTestPlatform();
  admin = await sessionFor(platform, 'admin');
});
afterAll(() => platform.close());

const expectedIds = (sortCase: SortCase, order: 'ASC' | 'DESC') => {
  const orderBy = [sortCase.value, sortCase.key, ...sortCase.within.split(',')]
    .map((sql) => `${sql.trim()} ${order}`)
    .join(', ');
  return platform.db
    .prepare(
      `SELECT ${sortCase.id} FROM ${sortCase.from} WHERE ${sortCase.filter?.sql ?? '1 = 1'} ORDER BY ${orderBy}`,
    )
    .pluck()
    .all();
};

const pageIds = async (sortCase: SortCase, order: string, page: number) => {
  const filter = sortCase.filter ? `&filter=${encodeURIComponent(JSON.stringify(sortCase.filter.api))}` : '';
  const response = await admin.call(
    `${sortCase.list}?pageSize=100&page=${page}&sort=${sortCase.sort}&order=${order}${filter}`,
  );
  expect(response.status).toBe(200);
  const body = response.body as { items: { id: number | string }[]; total: number };
  return { ids: body.items.map((item) => item.id), total: body.total };
};

describe('sorting by groups (joined names, call results)', () => {
  for (const sortCase of CASES)
    it(`pages ${sortCase.list} by ${sortCase.sort} in both directions, far pages first`, async () => {
      for (const order of ['ASC', 'DESC'] as const) {
        const expected = expectedIds(sortCase, order);
        const pages = Math.ceil(expected.length / 100);
        expect(pages).toBeGreaterThan(2);
        const visit = [pages, 1, Math.ceil(pages / 2), pages - 1, 2];
        for (let n = 1; n <= pages; n++) if (!visit.includes(n)) visit.push(n);
        const seen = new Map<number, (number | string)[]>();
        for (const n of visit) {
          const { ids, total } = await pageIds(sortCase, order, n);
          expect(total).toBe(expected.length);
          seen.set(n, ids);
        }
        const all = [...seen.entries()].sort(([a], [b]) => a - b).flatMap(([, ids]) => ids);
        expect(all).toEqual(expected);
      }
    });

  it('follows a rename of the joined row: the groups are ordered again', async () => {
    const sortCase = CASES[0];
    const last = (await pageIds(sortCase, 'DESC', 1)).ids[0];
    const line = platform.db.prepare('SELECT id_line FROM dial_log WHERE id = ?').pluck().get(last) as number;
    const first = platform.db
      .prepare('SELECT MIN(name) FROM line WHERE id IN (SELECT id_line FROM dial_log)')
      .pluck()
      .get() as string;
    platform.db.prepare('UPDATE line SET name = ? WHERE id = ?').run(` ${first}`, line);
    const { ids } = await pageIds(sortCase, 'ASC', 1);
    expect(platform.db.prepare('SELECT id_line FROM dial_log WHERE id = ?').pluck().get(ids[0])).toBe(line);
    expect(ids).toEqual(expectedIds(sortCase, 'ASC').slice(0, 100));
  });
});
