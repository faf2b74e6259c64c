import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createLiveCalls } from '../../dev-platform/areas/conversations/conversationLiveCalls';
import {
  DIAGNOSTICS_CLOSE,
  DIAGNOSTICS_PATH,
  type DiagnosticMessage,
} from '../../src/shared/wire/diagnostics';
import { sessionFor, type Session } from './session';
import { startTelephonyWorld, type TelephonyWorld } from './telephonyFixtures';

let world: TelephonyWorld;
const opened: WebSocket[] = [];

beforeAll(async () => {
  world = await startTelephonyWorld();
});
afterAll(async () => {
  for (const ws of opened) ws.terminate();
  await world?.close();
});

/** The HTTP status an upgrade is refused with, or 101 once it opens. */
function upgradeStatus(query: string, token?: string): Promise<number> {
  const ws = new WebSocket(`${world.platform.url.replace('http', 'ws')}${DIAGNOSTICS_PATH}?${query}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  // A refused upgrade ends in an error event too; the status is what is asserted.
  ws.on('error', () => {});
  opened.push(ws);
  return new Promise((resolve) => {
    ws.once('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
    ws.once('open', () => resolve(101));
  });
}

/** An open stream and every message it received, with a way to wait for one. */
async function stream(session: Session, query: string) {
  const url = `${world.platform.url.replace('http', 'ws')}${DIAGNOSTICS_PATH}?${query}&access_token=${session.token}`;
  const ws = new WebSocket(url);
  opened.push(ws);
  const messages: DiagnosticMessage[] = [];
  const waiters: (() => void)[] = [];
  ws.on('message', (data) => {
    messages.push(JSON.parse(String(data)) as DiagnosticMessage);
    for (const wake of waiters.splice(0)) wake();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.once('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  const next = async (matches: (message: DiagnosticMessage) => boolean) => {
    while (!messages.some(matches)) await new Promise<void>((wake) => waiters.push(wake));
    return messages.find(matches)!;
  };
  await next((message) => message.type === 'ready');
  return { ws, messages, next, closed };
}

const acmeLine = () =>
  world.value<number>('SELECT id FROM line WHERE id_tenant = ? ORDER BY id LIMIT 1', world.acme);
const startCall = () =>
  createLiveCalls({ db: world.platform.db, publish: world.platform.publish }).start({
    idTenant: world.acme,
    idLine: acmeLine(),
    idCallScript: null,
    caller: '+420600000001',
    callee: '+420600000002',
    processKind: 0,
  });

describe('diagnostic websocket (issue 34.5)', () => {
  it('refuses a missing token, a user without Diagnostics/view and a foreign or unknown call', async () => {
    const own = world.value<string>('SELECT guid FROM conversation WHERE id_tenant = ? LIMIT 1', world.acme);
    const foreign = world.value<string>(
      'SELECT guid FROM conversation WHERE id_tenant = ? LIMIT 1',
      world.globex,
    );
    const foreignLine = world.value<number>('SELECT id FROM line WHERE id_tenant = ? LIMIT 1', world.globex);
    expect(await upgradeStatus(`call=${own}`)).toBe(401);
    expect(await upgradeStatus(`call=${own}`, 'not-a-token')).toBe(401);
    expect(await upgradeStatus(`call=${own}`, world.viewer.token)).toBe(403);
    expect(await upgradeStatus(`call=${foreign}`, world.operator.token)).toBe(404);
    expect(await upgradeStatus(`line=${foreignLine}`, world.operator.token)).toBe(404);
    expect(await upgradeStatus('call=nonsense', world.operator.token)).toBe(404);
    expect(await upgradeStatus(`call=${own}`, world.operator.token)).toBe(101);
  });

  it("streams a call's and its line's signalling, flow, timing and error events as they happen", async () => {
    const live = createLiveCalls({ db: world.platform.db, publish: world.platform.publish });
    const guid = startCall();
    const call = await stream(world.operator, `call=${guid}`);
    const line = await stream(world.operator, `line=${acmeLine()}`);
    // What happened before the stream opened comes first (bounded), then what happens next.
    expect(call.messages[0]).toMatchObject({
      type: 'ready',
      recent: [{ guid, kind: 'signalling', text: expect.stringContaining('START') }],
    });
    live.event(guid, 3, 'Hello, how can I help?');
    live.event(guid, 8, 'TTS provider timeout');
    live.end(guid, 3);
    for (const [kind, text] of [
      ['flow', 'ROBOT: Hello, how can I help?'],
      ['error', 'ERROR: TTS provider timeout'],
      ['timing', 'ended after'],
    ] as const)
      for (const socket of [call, line])
        expect(
          await socket.next((message) => message.type === 'event' && message.event.text.startsWith(text)),
        ).toMatchObject({ event: { guid, kind, idLine: acmeLine(), elapsedMs: expect.any(Number) } });
    // The tenant scope stays on the server: the wire never carries it.
    expect(JSON.stringify(call.messages)).not.toContain('idTenant');
  });

  it('ends the stream when its session is revoked', async () => {
    const session = await sessionFor(world.platform, 'operator');
    const guid = startCall();
    const { closed } = await stream(session, `call=${guid}`);
    const idUser = world.value<number>("SELECT id FROM user WHERE username = 'operator'");
    world.platform.sso.revokeUserGrants(idUser);
    expect(await closed).toMatchObject({ code: DIAGNOSTICS_CLOSE.sessionEnded });
  });
});
