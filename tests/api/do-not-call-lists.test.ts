import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockedNumbers } from '../../dev-platform/areas/do-not-call/doNotCallLookup';
import type { ListResponse } from '../../src/shared/wire/common';
import type { DoNotCallList, DoNotCallNumber } from '../../src/shared/wire/doNotCall';
import { filterQuery, startTelephonyWorld, type TelephonyWorld } from './telephonyFixtures';

const LISTS = '/api/callbot/do-not-call-lists';
let world: TelephonyWorld;

beforeAll(async () => {
  world = await startTelephonyWorld();
});
afterAll(async () => world?.close());

async function createList(name: string): Promise<DoNotCallList> {
  const created = await world.operator.call(LISTS, { method: 'POST', body: { name } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body as DoNotCallList;
}

const numbersOf = async (idList: number, filter: Record<string, unknown> = {}) =>
  (
    await world.operator.call(
      `/api/callbot/do-not-call-numbers?${filterQuery({ idList, ...filter })}&pageSize=2&page=1`,
    )
  ).body as ListResponse<DoNotCallNumber>;

const importFile = (id: number, content: string) =>
  world.operator.call(`${LISTS}/${id}/import`, { method: 'POST', body: { fileName: 'dnc.csv', content } });

describe('do-not-call lists', () => {
  it('creates, renames and deletes a list; names are unique in the tenant; strict bodies', async () => {
    const list = await createList('Complaints');
    expect(list).toMatchObject({ name: 'Complaints', numberCount: 0 });
    const twice = await world.operator.call(LISTS, { method: 'POST', body: { name: 'complaints' } });
    expect(twice).toMatchObject({
      status: 400,
      body: { errors: { name: 'A list with this name already exists' } },
    });
    const wrong = await world.operator.call(LISTS, { method: 'POST', body: { name: 7 } });
    expect(wrong.status).toBe(400);
    const renamed = await world.operator.call(`${LISTS}/${list.id}`, {
      method: 'PUT',
      body: { name: 'Refusals' },
    });
    expect(renamed.body).toMatchObject({ id: list.id, name: 'Refusals' });
    expect((await world.operator.call(`${LISTS}/${list.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await world.operator.call(`${LISTS}/${list.id}`)).status).toBe(404);
  });

  it('adds numbers only in E.164 and pages and filters them on the server', async () => {
    const list = await createList('Paging');
    const add = (phone: string) =>
      world.operator.call(`${LISTS}/${list.id}/numbers`, { method: 'POST', body: { phone } });
    expect((await add('601 000 001')).body).toMatchObject({
      errors: { phone: expect.stringMatching(/^Value not match/) },
    });
    expect((await add('+15550100')).status).toBe(400);
    for (const phone of ['+420601000001', '+420601000002', '+420601000003'])
      expect((await add(phone)).status).toBe(201);
    const page = await numbersOf(list.id);
    expect(page.total).toBe(3);
    expect(page.items.map((item) => item.phone)).toEqual(['+420601000001', '+420601000002']);
    expect((await numbersOf(list.id, { q: '0003' })).items.map((item) => item.phone)).toEqual([
      '+420601000003',
    ]);
  });

  it('imports a good file, refuses a bad one whole, and exports neutralised cells', async () => {
    const list = await createList('Imported');
    const good = await importFile(
      list.id,
      'phone;expires;note\r\n+420601100001;2099-12-31;=HYPERLINK("x")\r\n+420601100002;;\r\n',
    );
    expect(good).toMatchObject({ status: 200, body: { added: 2, updated: 0 } });
    const bad = await importFile(
      list.id,
      'phone,expires\n+420601100003,\n12345,\n+420601100004,31/12/2099\n',
    );
    expect(bad.status).toBe(400);
    expect((bad.body as { error: string }).error).toBe(
      'Nothing was imported: line 3: phone: Value not match (international format such as +420601234567); line 4: expires: Invalid date (YYYY-MM-DD)',
    );
    expect((await importFile(list.id, 'name\nAnn\n')).body).toMatchObject({
      error: 'The file has no "phone" column',
    });
    expect((await importFile(list.id, 'phone\n+420601100005\u0001\n')).body).toMatchObject({
      error: 'The file is not a CSV text file',
    });
    expect((await numbersOf(list.id)).total).toBe(2);
    const response = await fetch(`${world.platform.url}${LISTS}/${list.id}/export`, {
      headers: { authorization: `Bearer ${world.operator.token}` },
    });
    expect(response.headers.get('content-disposition')).toContain(`do-not-call-${list.id}.csv`);
    const exported = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
    expect(exported).toBe(
      '\uFEFFphone,expires,note\r\n\'+420601100001,2099-12-31,"\'=HYPERLINK(""x"")"\r\n\'+420601100002,,\r\n',
    );
    // The neutralised export imports again unchanged.
    expect((await importFile(list.id, exported)).body).toEqual({ added: 0, updated: 2 });
  });

  it("keeps lists in their tenant: another tenant's list is 404 and never blocks", async () => {
    const now = new Date().toISOString();
    const foreign = Number(
      world.platform.db
        .prepare('INSERT INTO do_not_call_list (id_tenant, name, created, updated) VALUES (?, ?, ?, ?)')
        .run(world.globex, 'Globex only', now, now).lastInsertRowid,
    );
    world.platform.db
      .prepare('INSERT INTO do_not_call_number (id_list, phone, created) VALUES (?, ?, ?)')
      .run(foreign, '+420601200001', now);
    expect((await world.operator.call(`${LISTS}/${foreign}`)).status).toBe(404);
    expect((await importFile(foreign, 'phone\n+420601200002\n')).status).toBe(404);
    expect((await numbersOf(foreign)).total).toBe(0);
    expect(blockedNumbers(world.platform.db, world.acme, [foreign], new Date())).toEqual(new Set());
    expect(blockedNumbers(world.platform.db, world.globex, [foreign], new Date())).toEqual(
      new Set(['+420601200001']),
    );
  });

  it('blocks a number up to and including its expiry day, not after', async () => {
    const list = await createList('Expiring');
    await importFile(list.id, 'phone,expires\n+420601300001,2030-06-30\n+420601300002,\n');
    const blocked = (at: string) => blockedNumbers(world.platform.db, world.acme, [list.id], new Date(at));
    expect(blocked('2030-06-30T23:59:00Z')).toEqual(new Set(['+420601300001', '+420601300002']));
    expect(blocked('2030-07-01T00:00:00Z')).toEqual(new Set(['+420601300002']));
    expect(blockedNumbers(world.platform.db, world.acme, [], new Date())).toEqual(new Set());
  });

  it('lets a viewer without the permission read nothing', async () => {
    expect((await world.viewer.call(LISTS)).status).toBe(403);
  });
});

describe('hostile bodies', () => {
  it('answers no 5xx on any do-not-call and mapping write route', async () => {
    const list = await createList('Hostile');
    const routes = [
      ['POST', LISTS],
      ['PUT', `${LISTS}/${list.id}`],
      ['POST', `${LISTS}/${list.id}/numbers`],
      ['POST', `${LISTS}/${list.id}/import`],
      ['POST', '/api/callbot/contact-import-mappings'],
    ];
    const bodies: Record<string, unknown>[] = [
      {},
      { name: {}, description: [] },
      { phone: 1.5, expires: '2026-02-30', note: {} },
      { fileName: 'x.csv', content: {} },
      { name: 'x', mapping: { constructor: 'phone', a: {} } },
    ];
    const statuses = new Set<number>();
    for (const [method, path] of routes)
      for (const body of bodies) statuses.add((await world.operator.call(path!, { method, body })).status);
    expect([...statuses].filter((status) => status >= 500)).toEqual([]);
    expect(statuses.has(400)).toBe(true);
  });
});
