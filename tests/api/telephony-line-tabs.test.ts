import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListResponse } from '../../src/shared/wire/common';
import type { Line, RecommendedMonitoring } from '../../src/resources/lines/lineWire';
import type { LiveCall } from '../../src/shared/wire/conversations';
import { sessionFor, type Session } from './session';
import { createModuleAndLine, startTelephonyWorld, type TelephonyWorld } from './telephonyFixtures';

let world: TelephonyWorld;
let line: Line;
let foreignLine: number;
/** Signed in as `nobody` with only `Line: view, edit` (no queue, no ongoing conversations). */
let editor: Session;

beforeAll(async () => {
  world = await startTelephonyWorld();
  foreignLine = world.value('SELECT MIN(id) FROM line WHERE id_tenant = ?', world.globex);
  ({ line } = await createModuleAndLine(world, 'Tabs', '+12125552000'));
  const { db } = world.platform;
  const role = db
    .prepare(
      "INSERT INTO role (id_tenant, name, permissions, created) VALUES (?, 'Line editors', ?, '2025-01-01')",
    )
    .run(world.acme, JSON.stringify({ Line: ['view', 'edit'] })).lastInsertRowid;
  db.prepare("INSERT INTO user_role (id_user, id_role) SELECT id, ? FROM user WHERE username = 'nobody'").run(
    role,
  );
  editor = await sessionFor(world.platform, 'nobody');
});
afterAll(async () => world?.close());

const tab = (name: string, id = line.id) => `/api/administration/lines/${id}/${name}`;
const put = (session: Session, name: string, body: unknown) =>
  session.call(tab(name), { method: 'PUT', body });

describe('line setting tabs', () => {
  it('monitoring: reads, saves partially, and checks range and e-mail', async () => {
    expect((await world.operator.call(tab('monitoring'))).body).toEqual({
      monitoring: true,
      maxFailedCalls: null,
      alertEmail: null,
    });
    const saved = { monitoring: true, maxFailedCalls: 7, alertEmail: 'noc@acme.example' };
    expect((await put(world.operator, 'monitoring', saved)).body).toEqual(saved);
    expect((await put(world.operator, 'monitoring', { monitoring: false })).body).toEqual({
      ...saved,
      monitoring: false,
    });
    expect((await world.operator.call(`/api/administration/lines/${line.id}`)).body).toMatchObject({
      monitoring: false,
    });
    expect(
      (await put(world.operator, 'monitoring', { maxFailedCalls: 0, alertEmail: 'noc@', monitoring: 1 }))
        .body,
    ).toEqual({
      status: 400,
      error: 'Validation failed',
      errors: {
        maxFailedCalls: 'Number must be in range 1 - 100',
        alertEmail: 'Invalid email format',
        monitoring: 'Expected true or false',
      },
    });
    expect((await world.viewer.call(tab('monitoring'))).status).toBe(403);
    expect((await world.operator.call(tab('monitoring', foreignLine))).body).toEqual({
      status: 404,
      error: 'Line not found',
    });
  });

  it('recommends monitoring from the last 30 days of dial logs', async () => {
    const busy = world.value<number>(
      `SELECT id_line FROM dial_log WHERE id_tenant = ? AND start >= ? GROUP BY id_line ORDER BY COUNT(*) DESC LIMIT 1`,
      world.acme,
      new Date(Date.now() - 30 * 86_400_000).toISOString(),
    );
    const { body } = await world.operator.call(tab('recommended-monitoring', busy));
    const recommended = body as RecommendedMonitoring;
    expect(recommended).toMatchObject({ monitoring: true, reason: expect.stringContaining('last 30 days') });
    expect(recommended.maxFailedCalls).toBeGreaterThanOrEqual(1);
    expect(recommended.maxFailedCalls).toBeLessThanOrEqual(100);
    expect((await world.operator.call(tab('recommended-monitoring'))).body).toMatchObject({
      maxFailedCalls: 1,
      reason: 'No calls in the last 30 days; the lowest threshold applies.',
    });
  });

  it('queue: needs Line/viewQueue to read and to save, with ranges', async () => {
    expect((await world.operator.call(tab('queue'))).body).toEqual({
      queueSize: 0,
      maxWaitSeconds: 60,
      announcePosition: false,
      serviceLevelPercent: 80,
      serviceLevelSeconds: 20,
    });
    const saved = {
      queueSize: 12,
      maxWaitSeconds: 300,
      announcePosition: true,
      serviceLevelPercent: 90,
      serviceLevelSeconds: 15,
    };
    expect((await put(world.operator, 'queue', saved)).body).toEqual(saved);
    expect((await world.operator.call(`/api/administration/lines/${line.id}`)).body).toMatchObject({
      queueSize: 12,
    });
    const wrong = { queueSize: 101, maxWaitSeconds: -1, serviceLevelPercent: 0, serviceLevelSeconds: 4000 };
    expect((await put(world.operator, 'queue', wrong)).body).toMatchObject({
      errors: {
        queueSize: 'Number must be in range 0 - 100',
        maxWaitSeconds: 'Number must be in range 0 - 3600',
        serviceLevelPercent: 'Number must be in range 1 - 100',
        serviceLevelSeconds: 'Number must be in range 1 - 3600',
      },
    });
    expect((await editor.call(tab('queue'))).body).toEqual({
      status: 403,
      error: 'Missing permission Line/viewQueue',
    });
    expect((await put(editor, 'queue', saved)).body).toEqual({
      status: 403,
      error: 'Missing permission Line/viewQueue',
    });
  });

  it('post-call analytics: flags and keywords', async () => {
    const saved = { enabled: true, summary: true, sentiment: false, keywords: ['refund', 'cancel'] };
    expect((await put(world.operator, 'postcall-analytics', saved)).body).toEqual(saved);
    expect((await world.operator.call(tab('postcall-analytics'))).body).toEqual(saved);
    expect((await world.operator.call(`/api/administration/lines/${line.id}`)).body).toMatchObject({
      postcallAnalytics: true,
    });
    expect(
      (await put(world.operator, 'postcall-analytics', { keywords: 'refund', summary: 'yes' })).body,
    ).toMatchObject({
      errors: { keywords: 'Expected a list of at most 50 words', summary: 'Expected true or false' },
    });
    expect((await put(editor, 'postcall-analytics', { sentiment: true })).body).toMatchObject({
      sentiment: true,
    });
  });

  it('ongoing-calls configuration: needs OngoingConversations/view, E.164 or empty transfer number', async () => {
    const saved = {
      liveTranscription: 2,
      transferMode: 'Attend',
      transferNumber: '+12125550199',
      maxChannels: 8,
    };
    expect((await put(world.operator, 'ongoing-calls/configuration', saved)).body).toEqual(saved);
    expect((await world.operator.call(tab('ongoing-calls/configuration'))).body).toEqual(saved);
    expect((await put(world.operator, 'ongoing-calls/configuration', { transferNumber: '' })).body).toEqual({
      ...saved,
      transferNumber: null,
    });
    const bad = await put(world.operator, 'ongoing-calls/configuration', {
      liveTranscription: 3,
      transferMode: 'Warm',
      transferNumber: '555-0199',
      maxChannels: 0,
    });
    expect(bad.body).toMatchObject({
      errors: {
        liveTranscription: 'Number must be in range 0 - 2',
        transferMode: 'Expected one of Attend, Blind',
        transferNumber: 'Value not match',
        maxChannels: 'Number must be in range 1 - 1000',
      },
    });
    expect((await put(editor, 'ongoing-calls/configuration', saved)).body).toEqual({
      status: 403,
      error: 'Missing permission OngoingConversations/view',
    });
    expect((await editor.call(tab('ongoing-calls/configuration'))).status).toBe(403);
  });
});

describe('ongoing calls', () => {
  it("lists the line's conversations without an end", async () => {
    const busy = world.value<number>(
      'SELECT c.id_line FROM conversation c WHERE c.id_tenant = ? AND c.ended IS NULL GROUP BY c.id_line ORDER BY COUNT(*) DESC',
      world.acme,
    );
    const { body } = await world.operator.call(tab('ongoing-calls', busy));
    const { items, total } = body as ListResponse<LiveCall>;
    expect(total).toBe(2);
    for (const call of items) {
      expect(call).toMatchObject({ guid: expect.any(String), started: expect.any(String) });
      expect(call.duration).toBeGreaterThan(0);
      expect(world.value('SELECT ended FROM conversation WHERE guid = ?', call.guid)).toBeNull();
    }
    expect((await world.operator.call(tab('ongoing-calls'))).body).toEqual({ items: [], total: 0 });
    expect((await world.viewer.call(tab('ongoing-calls', busy))).body).toEqual({
      status: 403,
      error: 'Missing permission OngoingConversations/view',
    });
    expect((await world.operator.call(tab('ongoing-calls', foreignLine))).status).toBe(404);
  });
});
