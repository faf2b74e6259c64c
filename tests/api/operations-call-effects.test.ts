import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createLiveCalls,
  type LiveCalls,
} from '../../dev-platform/areas/conversations/conversationLiveCalls';
import { RESTART_SECONDS } from '../../dev-platform/areas/ongoing-calls/restartLines';
import { createLiveConnection, type LiveConnection } from '../../src/providers/liveConnection';
import type { Wallboard } from '../../src/shared/operations/wallboardFigures';
import type { CallRemoved, LiveCall } from '../../src/shared/wire/conversations';
import { createModuleAndLine, startTelephonyWorld, type TelephonyWorld } from './telephonyFixtures';

let world: TelephonyWorld;
let live: LiveCalls;
let connection: LiveConnection;
const removed: CallRemoved[] = [];
const notices: { text: string }[] = [];
let moduleId: number;
let line: number;
let phone = 12125559100;

beforeAll(async () => {
  world = await startTelephonyWorld();
  live = createLiveCalls({ db: world.platform.db, publish: world.platform.publish });
  const created = await createModuleAndLine(world, 'Effects', '+12125559099');
  moduleId = created.module.id;
  line = created.line.id;
  connection = createLiveConnection({
    url: `${world.platform.url}/hubs/console`,
    accessToken: async () => world.operator.token,
    tenantContextId: () => null,
  });
  connection.on('CallRemoved', (payload) => removed.push(payload as CallRemoved));
  connection.on('Notify', (payload) => notices.push(payload as { text: string }));
  await connection.start();
});
afterAll(async () => {
  await connection?.stop();
  await world?.close();
});

/** Waits (polling, no sleeps in assertions) until `check` holds. */
async function until(check: () => boolean, what: string) {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 25));
  if (!check()) throw new Error(`timed out waiting for ${what}`);
}
async function newLine(name: string) {
  phone += 1;
  const res = await world.operator.call(`/api/administration/modules/${moduleId}/lines`, {
    method: 'POST',
    body: { name, phoneNumber: `+${phone}` },
  });
  return (res.body as { id: number }).id;
}
const startCall = (idLine = line) =>
  live.start({
    idTenant: world.acme,
    idLine,
    idCallScript: null,
    caller: '+15550003333',
    callee: '+15550004444',
    processKind: 0,
  });
const state = (guid: string) =>
  world.platform.db.prepare('SELECT ended, state, result FROM conversation WHERE guid = ?').get(guid) as {
    ended: string | null;
    state: string | null;
    result: number;
  };
const lastEvent = (guid: string) =>
  world.value<string>('SELECT text FROM conversation_event WHERE guid = ? ORDER BY seq DESC LIMIT 1', guid);
const post = (path: string, body: unknown = {}) =>
  world.operator.call(`/api/administration${path}`, { method: 'POST', body });
const ongoing = (idLine: number, guid: string, action: string) =>
  `/lines/${idLine}/ongoing-calls/${guid}/${action}`;

describe('calls obey the actions on them (issue 34.3)', () => {
  it('restarting a line ends its calls, refuses new ones while restarting, then takes them again', async () => {
    const idLine = await newLine('Restart me');
    const calls = [startCall(idLine), startCall(idLine)];
    live.setState(calls[0]!, 'talking');
    expect((await post(`/lines/${idLine}/restart`)).status).toBe(200);
    for (const guid of calls) {
      expect(state(guid)).toMatchObject({ state: null, result: 11 });
      expect(state(guid).ended).not.toBeNull();
      expect(lastEvent(guid)).toBe('Call dropped: the line restarted');
    }
    await until(() => calls.every((guid) => removed.some((event) => event.guid === guid)), 'CallRemoved');
    expect(() => startCall(idLine)).toThrow('The line is restarting');
    // Back once the restart is over (the platform's clock moved on).
    const later = createLiveCalls(
      { db: world.platform.db, publish: () => {} },
      () => new Date(Date.now() + (RESTART_SECONDS + 1) * 1000),
    );
    const after = later.start({
      idTenant: world.acme,
      idLine,
      idCallScript: null,
      caller: '+1',
      callee: '+2',
      processKind: 0,
    });
    expect(state(after)).toMatchObject({ ended: null, state: 'ringing' });
  });

  it("restarting a module ends the calls of all its lines, not other modules' calls", async () => {
    const other = await createModuleAndLine(world, 'Elsewhere', '+12125559098');
    const mine = startCall(line);
    const theirs = startCall(other.line.id);
    expect((await post(`/modules/${moduleId}/restart`)).status).toBe(200);
    expect(state(mine).ended).not.toBeNull();
    expect(lastEvent(mine)).toBe('Call dropped: the dial module restarted');
    expect(state(theirs)).toMatchObject({ ended: null, state: 'ringing' });
    live.end(theirs, 3);
  });

  it('a disabled line refuses new calls and takes them again once enabled', async () => {
    const idLine = await newLine('Disable me');
    expect((await post(`/lines/${idLine}/disable`)).status).toBe(200);
    expect(() => startCall(idLine)).toThrow('The line is disabled');
    await post(`/lines/${idLine}/enable`);
    expect(state(startCall(idLine)).ended).toBeNull();
  });

  it('a blind transfer records the transfer, then the call leaves the line', async () => {
    const idLine = await newLine('Blind');
    const guid = startCall(idLine);
    live.setState(guid, 'talking');
    const res = await post(ongoing(idLine, guid, 'transfer'), {
      transferMode: 'Blind',
      transferNumber: '+420777000111',
    });
    expect(res.status).toBe(200);
    expect(state(guid)).toMatchObject({ state: null, result: 1 });
    expect(state(guid).ended).not.toBeNull();
    const texts = world.platform.db
      .prepare('SELECT type, text FROM conversation_event WHERE guid = ? ORDER BY seq DESC LIMIT 2')
      .all(guid);
    expect(texts).toEqual([
      { type: 2, text: 'Transferred to +420777000111: the call left the line' },
      { type: 11, text: 'Blind transfer to +420777000111' },
    ]);
    await until(() => removed.some((event) => event.guid === guid), 'CallRemoved');
  });

  it('an attended transfer consults first, then completes or returns to the bot', async () => {
    const idLine = await newLine('Attend');
    const [kept, handed] = [startCall(idLine), startCall(idLine)];
    for (const guid of [kept, handed]) {
      live.setState(guid, 'talking');
      const consulting = (
        await post(ongoing(idLine, guid, 'transfer'), {
          transferMode: 'Attend',
          transferNumber: '+420777000222',
        })
      ).body as LiveCall;
      expect(consulting).toMatchObject({
        state: 'transferring',
        participants: [{ role: 'consultation', number: '+420777000222' }],
      });
    }
    const back = (await post(ongoing(idLine, kept, 'transfer/return'))).body as LiveCall;
    expect(back).toMatchObject({ state: 'talking', participants: [] });
    expect(lastEvent(kept)).toBe('Returned from the consultation with +420777000222');
    expect((await post(ongoing(idLine, kept, 'transfer/complete'))).status).toBe(409);

    expect((await post(ongoing(idLine, handed, 'transfer/complete'))).status).toBe(200);
    expect(state(handed)).toMatchObject({ state: null, result: 1 });
    expect(state(handed).ended).not.toBeNull();
    await until(() => removed.some((event) => event.guid === handed), 'CallRemoved');
    expect(state(kept)).toMatchObject({ ended: null, state: 'talking' });
    // Only someone who may manage calls completes them.
    expect(
      (
        await world.viewer.call(`/api/administration${ongoing(idLine, kept, 'transfer')}`, {
          method: 'POST',
          body: { transferMode: 'Attend', transferNumber: '+420777000222' },
        })
      ).status,
    ).toBe(403);
  });

  it('cleaning a stuck call removes it', async () => {
    const idLine = await newLine('Stuck');
    const guid = startCall(idLine);
    expect((await post(ongoing(idLine, guid, 'clean'))).status).toBe(200);
    expect(state(guid).ended).not.toBeNull();
    await until(() => removed.some((event) => event.guid === guid), 'CallRemoved');
    expect(
      (await world.operator.call(`/api/administration/lines/${idLine}/ongoing-calls`)).body,
    ).toMatchObject({ total: 0 });
  });
});

describe('the operations wallboard (issue 34.1)', () => {
  it('counts calls per line, opens one breach per drop below the target and closes it on recovery', async () => {
    const idLine = await newLine('Wallboard');
    await world.operator.call(`/api/administration/lines/${idLine}/queue`, {
      method: 'PUT',
      body: { serviceLevelPercent: 50, serviceLevelSeconds: 10 },
    });
    const board = async () => (await world.operator.call('/api/administration/operations')).body as Wallboard;
    const row = async () => (await board()).rows.find((item) => item.id === `line-${idLine}`)!;
    const answered = startCall(idLine);
    live.setState(answered, 'talking');
    expect(await row()).toMatchObject({
      inProgress: 1,
      waiting: 0,
      serviceLevel: 100,
      status: 'ok',
      target: { percent: 50, seconds: 10 },
    });

    const abandoned = [startCall(idLine), startCall(idLine)];
    for (const guid of abandoned) live.end(guid, -1);
    expect(await row()).toMatchObject({ inProgress: 1, abandoned15: 2, serviceLevel: 33, status: 'breach' });
    expect((await row()).breachSince).not.toBeNull();
    await until(
      () => notices.some((notice) => notice.text.startsWith('Service level breach on Wallboard')),
      'Notify',
    );
    const bell = "SELECT COUNT(*) FROM task WHERE name = 'Service level breach: Wallboard'";
    expect(world.value(bell)).toBe(1);
    // Still in breach: no second notification.
    live.end(startCall(idLine), -1);
    expect(world.value(bell)).toBe(1);
    expect(world.value('SELECT COUNT(*) FROM service_level_breach WHERE id_line = ?', idLine)).toBe(1);

    // Recovers: the breach closes.
    for (let i = 0; i < 4; i++) live.end(startCall(idLine), 3);
    expect(await row()).toMatchObject({ status: 'ok', breachSince: null });
    expect((await board()).total.inProgress).toBeGreaterThanOrEqual(1);
    expect((await world.viewer.call('/api/administration/operations')).status).toBe(403);
  });
});
