import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createLiveCalls,
  type LiveCalls,
} from '../../dev-platform/areas/conversations/conversationLiveCalls';
import { SUPERVISION_MODES, type LiveCall } from '../../src/shared/wire/conversations';
import { roleIdOf } from './session';
import { createModuleAndLine, startTelephonyWorld, type TelephonyWorld } from './telephonyFixtures';

let world: TelephonyWorld;
let live: LiveCalls;
let line: number;
let foreignLine: number;
let viewersRole: number;

beforeAll(async () => {
  world = await startTelephonyWorld();
  live = createLiveCalls({ db: world.platform.db, publish: world.platform.publish });
  line = (await createModuleAndLine(world, 'Supervision', '+12125559000')).line.id;
  foreignLine = world.value('SELECT MIN(id) FROM line WHERE id_tenant = ?', world.globex);
  viewersRole = roleIdOf(world.platform, 'Acme Telecom', 'Viewers');
});
afterAll(async () => world?.close());

const startCall = (idLine = line, idTenant = world.acme) =>
  live.start({
    idTenant,
    idLine,
    idCallScript: null,
    caller: '+15550001111',
    callee: '+15550002222',
    processKind: 0,
  });
const grantViewer = (actions: string[]) =>
  world.platform.db
    .prepare('UPDATE role SET permissions = ? WHERE id = ?')
    .run(JSON.stringify({ OngoingConversations: actions }), viewersRole);
const supervise = (session: 'operator' | 'viewer', mode: string, guid: string, idLine = line) =>
  world[session].call(`/api/administration/lines/${idLine}/ongoing-calls/${guid}/${mode}`, {
    method: 'POST',
    body: {},
  });
const events = (guid: string) =>
  world.platform.db
    .prepare('SELECT type, text FROM conversation_event WHERE guid = ? ORDER BY seq')
    .all(guid) as { type: number; text: string }[];

describe('supervisor controls on a call in progress (issue 34.2)', () => {
  it.each(SUPERVISION_MODES)('%s needs its own permission besides the view', async (mode) => {
    const guid = startCall();
    const others = SUPERVISION_MODES.filter((other) => other !== mode);
    grantViewer(['view', ...others, 'manage']);
    expect((await supervise('viewer', mode, guid)).body).toEqual({
      status: 403,
      error: `Missing permission OngoingConversations/${mode}`,
    });
    grantViewer([mode]); // the mode without the view is not enough either
    expect((await supervise('viewer', mode, guid)).status).toBe(403);
    grantViewer(['view', mode]);
    const allowed = await supervise('viewer', mode, guid);
    expect(allowed.status).toBe(200);
    expect((allowed.body as LiveCall).participants).toEqual([{ role: 'supervisor', mode, name: 'viewer' }]);
    expect(events(guid).at(-1)).toMatchObject({ type: 16, text: expect.stringContaining('viewer') });
    expect(
      world.value(
        "SELECT COUNT(*) FROM audit_entry WHERE entity = 'Line' AND entity_id = ? AND detail LIKE ?",
        String(line),
        `Supervisor ${mode} on call ${guid}%`,
      ),
    ).toBe(1);
    live.end(guid, 3);
  });

  it('switching mode replaces the supervisor; the call stays in progress', async () => {
    const guid = startCall();
    await supervise('operator', 'listen', guid);
    const barged = (await supervise('operator', 'barge', guid)).body as LiveCall;
    expect(barged.participants).toEqual([{ role: 'supervisor', mode: 'barge', name: 'operator' }]);
    expect(events(guid).map((event) => event.text)).toEqual([
      expect.stringContaining('Call from'),
      'Supervisor operator is listening (silent)',
      'Supervisor operator barged into the call',
    ]);
    expect(live.read(guid)).toMatchObject({ guid, participants: barged.participants });
    live.end(guid, 3);
  });

  it.each(SUPERVISION_MODES)("%s on another tenant's call or an ended call is 404", async (mode) => {
    const foreignTenant = world.value('SELECT id_tenant FROM line WHERE id = ?', foreignLine);
    const foreign = startCall(foreignLine, foreignTenant);
    expect((await supervise('operator', mode, foreign, foreignLine)).status).toBe(404);
    expect((await supervise('operator', mode, foreign, line)).status).toBe(404);
    expect(live.read(foreign)?.participants).toEqual([]);
    live.end(foreign, 3);
    const ended = startCall();
    live.end(ended, 3);
    expect((await supervise('operator', mode, ended)).status).toBe(404);
  });
});
