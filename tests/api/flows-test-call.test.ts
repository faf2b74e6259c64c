import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Platform } from '../../dev-platform/platform';
import { MENU_FLOW_NAME, menuFlow } from '../../dev-platform/areas/flows/seedMenuFlow';
import { createEspeakSynthesiser } from '../../dev-platform/areas/tts-generator/synthesiser';
import { sampleFlow } from '../../src/shared/flow/flowFixtures';
import { ENUMERATIONS } from '../../src/shared/enumerations';
import type { ConversationEvents } from '../../src/shared/wire/conversations';
import type { FlowTestCall } from '../../src/shared/wire/flowTestCall';
import { startTestPlatform } from '../support/testPlatform';
import { listen, type Listener } from './hubDelivery';
import { sessionFor, tenantIdOf, type Session } from './session';

let platform: Platform;
let admin: Session;
let operator: Session;
let viewer: Session;
let adminHub: Listener;
let operatorHub: Listener;
let menu: number;
let acme: number;

const FlowEventType = ENUMERATIONS.flowEventType.byKey;
const ROBOT = FlowEventType.ROBOT;
const robotTexts = (call: FlowTestCall) =>
  call.events.filter((event) => event.type === ROBOT).map((event) => event.text);
const start = (session: Session, body: Record<string, unknown> = {}, flow = menu) =>
  session.call(`/api/designer/flows/${flow}/interactive-test-call`, { method: 'POST', body });
const input = (session: Session, guid: string, body: unknown, tenant?: number) =>
  session.call(`/api/designer/test-calls/${guid}/input`, { method: 'POST', body, tenant });

beforeAll(async () => {
  platform = await startTestPlatform();
  [admin, operator, viewer] = await Promise.all(
    ['admin', 'operator', 'viewer'].map((name) => sessionFor(platform, name)),
  );
  acme = tenantIdOf(platform, 'Acme Telecom');
  menu = platform.db
    .prepare('SELECT id FROM call_script WHERE name = ?')
    .pluck()
    .get(MENU_FLOW_NAME) as number;
  [adminHub, operatorHub] = await Promise.all([
    listen(platform, admin.token),
    listen(platform, operator.token),
  ]);
});
afterAll(async () => {
  await Promise.all([adminHub?.hub.stop(), operatorHub?.hub.stop()]);
  await platform?.close();
});

describe('interactive flow test calls (issue 33.5)', () => {
  it("waits for the tester, classifies the answer with the tenant's model and follows that path", async () => {
    const started = await start(admin);
    expect(started.status).toBe(201);
    const call = started.body as FlowTestCall;
    expect(call).toMatchObject({ state: 'listening', activeNode: 'menu', accepts: 'speech' });
    expect(robotTexts(call)).toEqual(['Welcome to the bank. How can I help you today?']);

    const answered = await input(admin, call.guid, { text: 'hello, what is my account balance please' });
    expect(answered.status).toBe(200);
    const ended = answered.body as FlowTestCall;
    expect(ended).toMatchObject({ state: 'ended', outcome: 'hangup' });
    expect(robotTexts(ended)).toEqual([
      'Welcome to the bank. How can I help you today?',
      'Your balance is 1250 euros.',
      'Thank you for calling. Goodbye.',
    ]);
    // The conversation's timeline holds the same prompts in order, then one hang-up.
    const timeline = (await admin.call(`/api/calls-management/conversations/${call.guid}/events`))
      .body as ConversationEvents;
    expect(timeline.items.filter((event) => event.type === ROBOT).map((event) => event.text)).toEqual(
      robotTexts(ended),
    );
    expect(timeline.items.filter((event) => event.type === FlowEventType.HANGUP)).toHaveLength(1);
    expect(timeline.items.find((event) => event.type === FlowEventType.HUMAN)?.text).toBe(
      'hello, what is my account balance please',
    );
    // Every step went to the tester's console live, and to nobody else's.
    await vi.waitFor(() =>
      expect(
        adminHub.events.some(
          (event) =>
            event.target === 'TestCallChanged' &&
            (event.payload as { call: FlowTestCall }).call.state === 'ended',
        ),
      ).toBe(true),
    );
    expect(operatorHub.events.filter((event) => event.target === 'TestCallChanged')).toEqual([]);
    expect((await input(admin, call.guid, { text: 'again' })).status).toBe(409);
  });

  it('checks the input strictly and keeps each call its tester’s: others get 404, viewers 403', async () => {
    const { guid } = (await start(admin)).body as FlowTestCall;
    for (const body of [
      {},
      { text: '' },
      { text: 'a', digits: '1' },
      { digits: '12a' },
      { text: 'a', x: 1 },
      [],
    ])
      expect((await input(admin, guid, body)).status).toBe(400);
    // Keys on a speech-only step are refused, not ignored.
    expect((await input(admin, guid, { digits: '1' })).body).toMatchObject({ status: 400 });
    expect((await operator.call(`/api/designer/test-calls/${guid}`)).status).toBe(404);
    expect((await input(operator, guid, { text: 'lost card' })).status).toBe(404);
    // The same user in another tenant context does not see it either.
    expect((await admin.call(`/api/designer/test-calls/${guid}`, { tenant: acme })).status).toBe(404);
    expect((await viewer.call(`/api/designer/test-calls/${guid}`)).status).toBe(403);
    expect((await start(viewer, {}, menu)).status).toBe(403);
    expect((await start(operator)).status).toBe(404);
    expect((await admin.call('/api/designer/test-calls/not-a-guid')).status).toBe(404);

    const over = await admin.call(`/api/designer/test-calls/${guid}/end`, { method: 'POST', body: {} });
    expect(over.body).toMatchObject({ state: 'ended', outcome: 'canceled' });
    const conversation = (await admin.call(`/api/calls-management/conversations/${guid}`)).body;
    expect(conversation).toMatchObject({ processKind: 3, result: 1 });
  });

  it("runs the designer's unsaved content, and refuses content that is not a flow", async () => {
    expect((await start(admin, { content: { nodes: 'x' } })).body).toMatchObject({ status: 400 });
    expect((await start(admin, { version: 99 })).status).toBe(404);
    expect((await start(admin, { extra: true })).status).toBe(400);
    const draft = (await start(admin, { content: sampleFlow(), variables: { callerName: 'Ann' } }))
      .body as FlowTestCall;
    expect(robotTexts(draft)).toEqual(['Hello Ann']);
    const keys = (await input(admin, draft.guid, { digits: '1' })).body as FlowTestCall;
    expect(keys.events.map((event) => event.type)).toContain(FlowEventType.SMS_SENT);
    expect(keys.state).toBe('ended');
  });

  it.runIf(createEspeakSynthesiser().available())(
    "plays a prompt's synthesised audio to its tester and speaks it in the call's recording",
    async () => {
      const call = (await start(admin, { version: 1 })).body as FlowTestCall;
      expect(call.events[0]).toMatchObject({ type: ROBOT, audio: true });
      const audio = await fetch(`${platform.url}/api/designer/test-calls/${call.guid}/prompts/0`, {
        headers: { authorization: `Bearer ${admin.token}` },
      });
      expect(audio.headers.get('content-type')).toBe('audio/wav');
      expect((await audio.arrayBuffer()).byteLength).toBeGreaterThan(1000);
      expect((await operator.call(`/api/designer/test-calls/${call.guid}/prompts/0`)).status).toBe(404);
      await admin.call(`/api/designer/test-calls/${call.guid}/end`, { method: 'POST', body: {} });
      // The recording speaks the prompt: the call took milliseconds, its recording as long as the prompt and more.
      const recording = await fetch(
        `${platform.url}/api/calls-management/conversations/${call.guid}/recording`,
        {
          headers: { authorization: `Bearer ${admin.token}` },
        },
      );
      expect(((await recording.arrayBuffer()).byteLength - 44) / 8000).toBeGreaterThan(2);
    },
  );
});

describe('relations follow the graph (issue 33.6)', () => {
  it("relates a new version's subflows, prompt languages and variables, both ways", async () => {
    const root = tenantIdOf(platform, 'Switchboard');
    const component = platform.db
      .prepare(
        'SELECT id, name FROM call_script WHERE id_tenant = ? AND is_component = 1 ORDER BY id LIMIT 1',
      )
      .get(root) as { id: number; name: string };
    const flow = menuFlow();
    flow.nodes.push(
      { id: 'identify', label: 'Identify', type: 'subflow', component: component.name },
      { id: 'german', label: 'German', type: 'say', text: 'Hallo {{customerId}}', language: 'de-DE' },
    );
    flow.edges.push({ from: 'identify', to: 'german' }, { from: 'german', to: 'end' });
    flow.edges.find((edge) => edge.from === 'thanks')!.to = 'identify';
    platform.db
      .prepare(
        `INSERT INTO call_script_version (id_call_script, version, created, content, comment)
         VALUES (?, (SELECT MAX(version) + 1 FROM call_script_version WHERE id_call_script = ?), ?, ?, 'graph')`,
      )
      .run(menu, menu, new Date().toISOString(), JSON.stringify(flow));
    const before = platform.db
      .prepare('SELECT MAX(version) FROM call_script_version WHERE id_call_script = ?')
      .pluck()
      .get(menu) as number;
    // Reverting to the first version and then to the graph's: the relations follow each new version. A large
    // version reverts as a background task (202): the new version is there once it is done.
    const newest = () =>
      platform.db
        .prepare('SELECT MAX(version) FROM call_script_version WHERE id_call_script = ?')
        .pluck()
        .get(menu);
    const revert = async (version: number) => {
      const expected = (newest() as number) + 1;
      const answer = await admin.call(`/api/designer/flows/${menu}/revert`, {
        method: 'POST',
        body: { version },
      });
      expect([201, 202]).toContain(answer.status);
      await vi.waitFor(() => expect(newest()).toBe(expected));
    };
    await revert(1);
    const names = async (path: string) =>
      ((await admin.call(path)).body as { items: { name?: string; code?: string }[] }).items.map(
        (item) => item.code ?? item.name,
      );
    expect(await names(`/api/designer/flows/${menu}/components`)).toEqual([]);
    await revert(before);
    expect(await names(`/api/designer/flows/${menu}/components`)).toEqual([component.name]);
    expect(await names(`/api/designer/components/${component.id}/used-in-flows?pageSize=500`)).toContain(
      MENU_FLOW_NAME,
    );
    expect(await names(`/api/designer/flows/${menu}/languages`)).toEqual(['de-DE', 'en-GB']);
    const record = (await admin.call(`/api/designer/flows/${menu}`)).body as { variables: string[] };
    expect(record.variables).toEqual(['callerNumber', 'customerId']);
  });
});
