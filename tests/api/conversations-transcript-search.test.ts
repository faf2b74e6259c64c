import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListResponse } from '../../src/shared/wire/common';
import type { Conversation } from '../../src/shared/wire/conversations';
import { startTelephonyWorld, type TelephonyWorld } from './telephonyFixtures';

let world: TelephonyWorld;
const base = '/api/calls-management/conversations';
const TURNS = '(3, 5, 16)';
const SUBTREE = `WITH RECURSIVE tree(id) AS (SELECT ? UNION SELECT t.id FROM tenant t JOIN tree ON t.id_parent_tenant = tree.id)`;

const list = async (filter: object, query = '') => {
  const { status, body } = await world.operator.call(
    `${base}?filter=${encodeURIComponent(JSON.stringify(filter))}${query}`,
  );
  return { status, body: body as ListResponse<Conversation> };
};
const marked = (item: Conversation) =>
  (item.snippet?.marks ?? []).map(([start, end]) => item.snippet!.text.slice(start, end).toLowerCase());

beforeAll(async () => {
  world = await startTelephonyWorld();
});
afterAll(async () => world?.close());

describe('transcript search (issue 34.4)', () => {
  it('finds the conversations of the tenant tree whose robot or human turns hold the words, with marked snippets', async () => {
    const { body } = await list({ q: 'invoice' }, '&pageSize=100');
    const expected = world.value(
      `${SUBTREE} SELECT COUNT(DISTINCT c.guid) FROM conversation c JOIN conversation_event e ON e.guid = c.guid
       WHERE e.type IN ${TURNS} AND e.text LIKE '%invoice%' AND c.id_tenant IN (SELECT id FROM tree)`,
      world.acme,
    );
    expect(expected).toBeGreaterThan(0);
    expect(body.total).toBe(expected);
    for (const item of body.items) {
      expect(marked(item)).toContain('invoice');
      expect(item.snippet?.text).not.toMatch(/[<>]/);
      expect([...item.snippet!.text].every((char) => char >= ' ' || char === '\n')).toBe(true);
    }
    // Every word is required; the last may be a prefix still being typed.
    const both = (await list({ q: 'calling invo' })).body;
    expect(both.total).toBeGreaterThan(0);
    expect(both.total).toBeLessThanOrEqual(body.total);
    expect(marked(both.items[0]!)).toEqual(expect.arrayContaining(['calling', 'invoice']));
  });

  it('combines the words with the date range, line, flow and result filters, paged and sorted on the server', async () => {
    const [sample] = (await list({ q: 'payment' }, '&pageSize=1')).body.items;
    const started = { gte: '2000-01-01T00:00:00.000Z', lt: new Date(Date.now() + 60_000).toISOString() };
    const filter = {
      q: 'payment',
      result: sample!.result,
      idLine: sample!.idLine,
      idCallScript: sample!.idCallScript,
      started,
    };
    const { body } = await list(filter, '&pageSize=100');
    expect(body.items.map((item) => item.guid)).toContain(sample!.guid);
    for (const item of body.items)
      expect(item).toMatchObject({
        result: sample!.result,
        idLine: sample!.idLine,
        idCallScript: sample!.idCallScript,
      });
    const pages = await Promise.all(
      [1, 2].map(
        async (page) =>
          (await list({ q: 'payment' }, `&pageSize=5&page=${page}&sort=duration&order=ASC`)).body,
      ),
    );
    const [first, second] = pages.map((page) => page.items);
    expect(first).toHaveLength(5);
    expect(second!.some((item) => first!.some((other) => other.guid === item.guid))).toBe(false);
    const durations = [...first!, ...second!].map((item) => item.duration);
    expect(durations).toEqual([...durations].sort((a, b) => a - b));
  });

  it('keeps the index in step with the events written, in the tenant scope only', async () => {
    const own = world.value<string>('SELECT guid FROM conversation WHERE id_tenant = ? LIMIT 1', world.acme);
    const foreign = world.value<string>(
      'SELECT guid FROM conversation WHERE id_tenant = ? LIMIT 1',
      world.globex,
    );
    const write = world.platform.db.prepare(
      `INSERT INTO conversation_event (guid, seq, type, time, text) VALUES (?, 900, 5, '2026-01-01T00:00:00.000Z', ?)`,
    );
    write.run(own, 'My zanzibar parcel is late');
    write.run(foreign, 'The quokka account');
    const found = (await list({ q: 'Zanzibar' })).body;
    expect(found.items.map((item) => item.guid)).toEqual([own]);
    expect(found.items[0]!.snippet?.text).toContain('My zanzibar parcel is late');
    expect(marked(found.items[0]!)).toEqual(['zanzibar']);
    expect((await list({ q: 'quokka' })).body.total).toBe(0);
    world.platform.db
      .prepare(`UPDATE conversation_event SET text = 'nothing' WHERE guid = ? AND seq = 900`)
      .run(own);
    expect((await list({ q: 'zanzibar' })).body.total).toBe(0);
    world.platform.db.prepare('DELETE FROM conversation_event WHERE seq = 900').run();
  });

  it('takes any text as words (no query syntax, no 500) and refuses the search while fullText is off', async () => {
    for (const q of ['"AND OR (', 'NEAR(a b)', 'text:*', '\u0002'])
      expect((await list({ q })).status).toBe(200);
    expect((await list({ q: 7 })).status).toBe(400);
    world.platform.db.prepare("UPDATE app_setting SET value = 'false' WHERE key = 'fullText'").run();
    try {
      expect(await list({ q: 'invoice' })).toEqual({
        status: 403,
        body: { status: 403, error: 'Transcript search is off (application configuration fullText)' },
      });
      expect((await list({})).status).toBe(200);
    } finally {
      world.platform.db.prepare("UPDATE app_setting SET value = 'true' WHERE key = 'fullText'").run();
    }
  });
});
