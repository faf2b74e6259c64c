import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startPlatform, type Platform } from '../../dev-platform/platform';
import { settingsFromEnv } from '../../dev-platform/settings';
import { createLiveCalls } from '../../dev-platform/areas/conversations/conversationLiveCalls';
import {
  MAX_SIMULATED_CALLS,
  startCallSimulation,
} from '../../dev-platform/areas/conversations/callSimulation';
import { createLiveConnection, type LiveConnection } from '../../src/providers/liveConnection';
import { TaskStatus } from '../../src/shared/enumerations';
import type { ListResponse } from '../../src/shared/wire/common';
import type { CallRemoved, LiveCall } from '../../src/shared/wire/conversations';
import type { BackgroundTask } from '../../src/shared/wire/home';
import { freePort } from '../support/testPlatform';
import { sessionFor, tenantIdOf, type Session } from './session';

let platform: Platform;
let operator: Session;
let viewer: Session;
let connection: LiveConnection;
const changed: LiveCall[] = [];
const removed: CallRemoved[] = [];
let line: number;
let flow: number;
let acme: number;

const value = <T>(sql: string, ...params: unknown[]) =>
  platform.db
    .prepare(sql)
    .pluck()
    .get(...params) as T;
/** Waits (polling the database, no sleeps in assertions) until `check` holds. */
async function until(check: () => boolean, what: string) {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 25));
  if (!check()) throw new Error(`timed out waiting for ${what}`);
}

beforeAll(async () => {
  platform = await startPlatform(
    {
      ...settingsFromEnv({}),
      port: await freePort(),
      dbFile: ':memory:',
      serveConsole: false,
      testCallStepMs: 20,
    },
    () => {},
  );
  operator = await sessionFor(platform, 'operator');
  viewer = await sessionFor(platform, 'viewer');
  acme = tenantIdOf(platform, 'Acme Telecom');
  // A line of Acme with a routing flow and no call in progress.
  line = value(
    `SELECT l.id FROM line l WHERE l.id_tenant = ? AND l.enabled = 1 AND l.id_call_script IS NOT NULL
     AND NOT EXISTS (SELECT 1 FROM conversation c WHERE c.id_line = l.id AND c.ended IS NULL) ORDER BY l.id LIMIT 1`,
    acme,
  );
  flow = value('SELECT id_call_script FROM line WHERE id = ?', line);
  connection = createLiveConnection({
    url: `${platform.url}/hubs/console`,
    accessToken: async () => operator.token,
    tenantContextId: () => null,
  });
  connection.on('CallChanged', (payload) => changed.push(payload as LiveCall));
  connection.on('CallRemoved', (payload) => removed.push(payload as CallRemoved));
  await connection.start();
});
afterAll(async () => {
  await connection?.stop();
  await platform?.close();
});

const ongoing = (id = line) => `/api/administration/lines/${id}/ongoing-calls`;

describe('ongoing calls, live', () => {
  it('pushes a started call, lists it with its state, transfers and cleans it', async () => {
    const live = createLiveCalls({
      db: platform.db,
      publish: (...args) => platform.hub.sendToTenant(...args),
    });
    const guid = live.start({
      idTenant: acme,
      idLine: line,
      idCallScript: flow,
      caller: '+15551230000',
      callee: '+15551239999',
      processKind: 0,
    });
    await until(() => changed.some((call) => call.guid === guid), 'CallChanged');
    expect(changed.find((call) => call.guid === guid)).toMatchObject({ idLine: line, state: 'ringing' });
    const list = (await operator.call(ongoing())).body as ListResponse<LiveCall>;
    expect(list.items.find((call) => call.guid === guid)).toMatchObject({ state: 'ringing', idLine: line });

    const bad = await operator.call(`${ongoing()}/${guid}/transfer`, {
      method: 'POST',
      body: { transferMode: 'Attend', transferNumber: '12345' },
    });
    expect(bad.body).toEqual({
      status: 400,
      error: 'Validation failed',
      errors: { transferNumber: 'Value not match' },
    });
    const transferred = await operator.call(`${ongoing()}/${guid}/transfer`, {
      method: 'POST',
      body: { transferMode: 'Attend', transferNumber: '+420777000111' },
    });
    expect(transferred.body).toMatchObject({ guid, state: 'transferring' });
    expect(value('SELECT data FROM conversation_event WHERE guid = ? AND type = 11', guid)).toContain(
      'Attend',
    );

    expect((await viewer.call(`${ongoing()}/${guid}/clean`, { method: 'POST', body: {} })).status).toBe(403);
    expect((await operator.call(`${ongoing()}/${guid}/clean`, { method: 'POST', body: {} })).body).toEqual({
      guid,
      idLine: line,
    });
    await until(() => removed.some((event) => event.guid === guid), 'CallRemoved');
    expect(value('SELECT COUNT(*) FROM dial_log WHERE guid = ?', guid)).toBe(1);
    expect((await operator.call(`${ongoing()}/${guid}`)).body).toEqual({
      status: 404,
      error: 'Call not found',
    });
    const otherLine = value<number>(
      'SELECT id FROM line WHERE id_tenant = ? AND id <> ? LIMIT 1',
      acme,
      line,
    );
    expect(
      (await operator.call(`${ongoing(otherLine)}/${guid}/clean`, { method: 'POST', body: {} })).status,
    ).toBe(404);
  });

  it('runs a flow test call as a task whose events land in a new conversation, linked from the task', async () => {
    const bad = await operator.call(`/api/designer/flows/${flow}/test-call`, {
      method: 'POST',
      body: { phoneNumber: 'x' },
    });
    expect(bad.body).toMatchObject({ status: 400, errors: { phoneNumber: 'Value not match' } });
    // Viewing a flow is not enough: the test call is an action of its own.
    expect(
      (
        await viewer.call(`/api/designer/flows/${flow}/test-call`, {
          method: 'POST',
          body: { phoneNumber: '+420777123456' },
        })
      ).body,
    ).toEqual({ status: 403, error: 'Missing permission CallScript/test' });
    const started = await operator.call(`/api/designer/flows/${flow}/test-call`, {
      method: 'POST',
      body: { phoneNumber: '+420777123456', testVariables: { customerId: '42' } },
    });
    expect(started.status).toBe(202);
    const task = started.body as BackgroundTask;
    await until(() => value('SELECT status FROM task WHERE id = ?', task.id) === TaskStatus.DONE, 'the task');
    const resultUrl = value<string>('SELECT result_url FROM task WHERE id = ?', task.id);
    const guid = /conversation-details\/([0-9a-f-]+)\/timeline$/.exec(resultUrl)?.[1];
    expect(guid).toBeDefined();
    const conversation = (await operator.call(`/api/calls-management/conversations/${guid}`)).body;
    expect(conversation).toMatchObject({
      processKind: 3,
      callee: '+420777123456',
      result: 3,
      idCallScript: flow,
    });
    const variables = (await operator.call(`/api/calls-management/conversations/${guid}/variables`)).body;
    expect(variables).toMatchObject({
      items: expect.arrayContaining([expect.objectContaining({ name: 'customerId', value: '42' })]),
    });
    expect(changed.some((call) => call.guid === guid && call.state === 'talking')).toBe(true);
    // The call ran the flow itself (issue 33): its first robot prompt is the flow's first say node.
    const content = JSON.parse(
      value<string>(
        'SELECT content FROM call_script_version WHERE id_call_script = ? ORDER BY version DESC LIMIT 1',
        flow,
      ),
    ) as { nodes: { type: string; text?: string }[] };
    expect(
      value('SELECT text FROM conversation_event WHERE guid = ? AND type = 3 ORDER BY seq LIMIT 1', guid),
    ).toBe(content.nodes.find((node) => node.type === 'say')?.text);
    // The flow's hang-up ends the call: one HANGUP, the last event.
    expect(value('SELECT COUNT(*) FROM conversation_event WHERE guid = ? AND type = 2', guid)).toBe(1);
    expect(value('SELECT type FROM conversation_event WHERE guid = ? ORDER BY seq DESC LIMIT 1', guid)).toBe(
      2,
    );
    // The hub's message may still be on its way when the task reads done.
    await until(() => removed.some((event) => event.guid === guid), 'CallRemoved');
    expect(
      (
        await operator.call('/api/designer/flows/999999/test-call', {
          method: 'POST',
          body: { phoneNumber: '+420777123456' },
        })
      ).status,
    ).toBe(404);
  });

  it("places a line's live translate test call, watched live on the line", async () => {
    const started = await operator.call(`/api/administration/lines/${line}/test-call`, {
      method: 'POST',
      body: {},
    });
    const task = started.body as BackgroundTask;
    await until(() => value('SELECT status FROM task WHERE id = ?', task.id) === TaskStatus.DONE, 'the task');
    const guid = value<string>(
      'SELECT guid FROM conversation WHERE id_line = ? AND process_kind = 3 ORDER BY started DESC LIMIT 1',
      line,
    );
    expect(changed.filter((call) => call.guid === guid).map((call) => call.idLine)).toContain(line);
    // The hub's message may still be on its way when the task reads done (a CI run saw it arrive after).
    await until(() => removed.some((event) => event.guid === guid && event.idLine === line), 'CallRemoved');
    expect(
      (await viewer.call(`/api/administration/lines/${line}/test-call`, { method: 'POST', body: {} })).status,
    ).toBe(403);
  });

  it('simulates a bounded number of calls, one per line, and ends them when stopped', () => {
    const live = createLiveCalls({ db: platform.db, publish: () => {} });
    const simulation = startCallSimulation({ db: platform.db, live, intervalMs: 60_000, random: () => 0.1 });
    try {
      for (let i = 0; i < 3 * MAX_SIMULATED_CALLS; i++) simulation.tick();
      expect(simulation.active).toBeLessThanOrEqual(MAX_SIMULATED_CALLS);
      const perLine = platform.db
        .prepare(
          'SELECT MAX(n) FROM (SELECT COUNT(*) AS n FROM conversation WHERE ended IS NULL AND caller LIKE ? GROUP BY id_line)',
        )
        .pluck()
        .get('+1555%') as number | null;
      expect(perLine ?? 0).toBeLessThanOrEqual(1);
    } finally {
      simulation.stop();
    }
    expect(simulation.active).toBe(0);
  });

  it("plays each simulated call's line flow, run by the interpreter with a random caller", async () => {
    const live = createLiveCalls({ db: platform.db, publish: () => {} });
    const simulation = startCallSimulation({ db: platform.db, live, intervalMs: 60_000, random: () => 0.1 });
    try {
      simulation.tick();
      const guid = value<string>(
        'SELECT guid FROM conversation WHERE ended IS NULL AND caller LIKE ?',
        '+1555%',
      );
      const flowOf = value<number>('SELECT id_call_script FROM conversation WHERE guid = ?', guid);
      const content = value<string>(
        'SELECT content FROM call_script_version WHERE id_call_script = ? ORDER BY version DESC LIMIT 1',
        flowOf,
      );
      const robot = () =>
        value<string | undefined>('SELECT text FROM conversation_event WHERE guid = ? AND type = 3', guid);
      await vi.waitFor(() => {
        simulation.tick();
        expect(robot()).toBeDefined();
      });
      expect(content).toContain(JSON.stringify(robot()));
    } finally {
      simulation.stop();
    }
    expect(
      value('SELECT COUNT(*) FROM conversation WHERE ended IS NULL AND caller LIKE ?', '+1555_______'),
    ).toBe(0);
  });
});
