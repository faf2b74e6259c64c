import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '../../dev-platform/platform';
import { EventType } from '../../dev-platform/areas/conversations/conversationEvents';
import { TaskStatus } from '../../src/shared/enumerations';
import type { BackgroundTask } from '../../src/shared/wire/home';
import { startTestPlatform } from '../support/testPlatform';
import { sessionFor, tenantIdOf, type Session } from './session';

let platform: Platform;
let admin: Session;
let viewer: Session;
const acme = () => tenantIdOf(platform, 'Acme Telecom');

const row = <T>(sql: string, ...params: unknown[]) => platform.db.prepare(sql).get(...params) as T;
/** Waits (polling the database, no sleeps in assertions) until `check` holds. */
async function until(check: () => boolean, what: string) {
  for (let i = 0; i < 400 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 25));
  if (!check()) throw new Error(`timed out waiting for ${what}`);
}

/** A demo call of `tenant` whose group is still valid (or has no end). */
const demoOf = (tenant: string) =>
  row<{ id: number; callCount: number; phone: string; flow: number }>(
    `SELECT c.id, c.call_count AS callCount, c.phone_number AS phone, c.id_call_script AS flow
     FROM demo_call c JOIN demo_call_group g ON g.id = c.id_demo_call_group
     WHERE g.id_tenant = ? AND c.id_call_script IS NOT NULL
       AND (g.valid_until IS NULL OR g.valid_until > strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '+1 day'))
     ORDER BY c.id LIMIT 1`,
    tenantIdOf(platform, tenant),
  );

beforeAll(async () => {
  platform = await startTestPlatform({ testCallStepMs: 5 });
  admin = await sessionFor(platform, 'admin');
  viewer = await sessionFor(platform, 'viewer');
});
afterAll(async () => platform?.close());

describe('placing a demo call (the demo-calls area runs its flow)', () => {
  it('rings the demo line from the demo number, runs the flow, counts the call and links the conversation', async () => {
    const demo = demoOf('Acme Telecom');
    const started = await admin.call(`/api/demo-call/calls/${demo.id}/call`, {
      method: 'POST',
      body: {},
      tenant: acme(),
    });
    expect(started.status).toBe(202);
    const task = started.body as BackgroundTask;
    await until(
      () =>
        row<{ status: number }>('SELECT status FROM task WHERE id = ?', task.id).status === TaskStatus.DONE,
      'the task',
    );
    const called = row<{ call_count: number; last_called: string }>(
      'SELECT * FROM demo_call WHERE id = ?',
      demo.id,
    );
    expect(called.call_count).toBe(demo.callCount + 1);
    expect(Date.now() - Date.parse(called.last_called)).toBeLessThan(60_000);
    const conversation = row<{ guid: string; id_call_script: number; caller: string }>(
      'SELECT guid, id_call_script, caller FROM conversation WHERE caller = ? ORDER BY started DESC LIMIT 1',
      demo.phone,
    );
    expect(conversation.id_call_script).toBe(demo.flow);
    const done = row<{ result_url: string }>('SELECT result_url FROM task WHERE id = ?', task.id);
    expect(done.result_url).toContain(conversation.guid);
    // The flow's own prompts, not a canned script: at least one robot turn, and the call hung up.
    const types = platform.db
      .prepare('SELECT type FROM conversation_event WHERE guid = ?')
      .pluck()
      .all(conversation.guid) as number[];
    expect(types).toContain(EventType.ROBOT);
  });

  it('is 404 for another tenant’s demo call and 403 without the demo-call edit permission', async () => {
    const foreign = demoOf('Globex Banking');
    expect(
      (
        await admin.call(`/api/demo-call/calls/${foreign.id}/call`, {
          method: 'POST',
          body: {},
          tenant: acme(),
        })
      ).status,
    ).toBe(404);
    const own = demoOf('Acme Telecom');
    expect(
      (await viewer.call(`/api/demo-call/calls/${own.id}/call`, { method: 'POST', body: {} })).status,
    ).toBe(403);
  });
});
