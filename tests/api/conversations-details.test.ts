import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListResponse } from '../../src/shared/wire/common';
import type {
  Conversation,
  ConversationEvent,
  ConversationEvents,
  ConversationSource,
  ConversationVariable,
} from '../../src/shared/wire/conversations';
import { roleIdOf } from './session';
import { startTelephonyWorld, type TelephonyWorld } from './telephonyFixtures';

let world: TelephonyWorld;
/** A finished conversation of Acme with a transferred (linked) leg, and one of Globex (another tenant). */
let transferred: string;
let foreign: string;
const base = '/api/calls-management/conversations';

beforeAll(async () => {
  world = await startTelephonyWorld();
  transferred = world.value<string>(
    `SELECT c.id_parent FROM conversation c JOIN conversation p ON p.guid = c.id_parent
     WHERE c.link_kind = 'transfer' AND p.id_tenant = ? ORDER BY c.started LIMIT 1`,
    world.acme,
  );
  foreign = world.value<string>('SELECT guid FROM conversation WHERE id_tenant = ? LIMIT 1', world.globex);
});
afterAll(async () => world?.close());

describe('conversation details', () => {
  it('reads one conversation by guid with its dial log, and 404s unknown, malformed or foreign guids', async () => {
    const { body } = await world.operator.call(`${base}/${transferred}`);
    const conversation = body as Conversation;
    expect(conversation).toMatchObject({ id: transferred, guid: transferred, idTenant: world.acme });
    expect(conversation.recordingPath).toBe(`/calls-management/conversations/${transferred}/recording`);
    expect(conversation.idDialLog).toBe(
      world.value('SELECT MIN(id) FROM dial_log WHERE guid = ?', transferred),
    );
    const lookup = await world.operator.call(`${base}/guid-to-id/${transferred}`);
    expect(lookup.body).toEqual({ guid: transferred, id: conversation.idDialLog });
    for (const guid of ['00000000-0000-4000-8000-000000000000', 'not-a-guid', foreign])
      expect((await world.operator.call(`${base}/${guid}`)).body).toEqual({
        status: 404,
        error: 'Conversation not found',
      });
    expect((await world.viewer.call(`${base}/${transferred}`)).body).toEqual({
      status: 403,
      error: 'Missing permission Line/view',
    });
  });

  it('resolves a numeric dial-log id (old links) to its guid and back (SPEC §7 guid to id), in scope only', async () => {
    const idDialLog = world.value('SELECT MIN(id) FROM dial_log WHERE guid = ?', transferred);
    expect((await world.operator.call(`${base}/id-to-guid/${idDialLog}`)).body).toEqual({
      guid: transferred,
      id: idDialLog,
    });
    expect((await world.operator.call(`${base}/guid-to-id/${transferred}`)).body).toMatchObject({
      guid: transferred,
    });
    // The conversation itself is read by its guid only: one key, one lookup.
    expect((await world.operator.call(`${base}/${idDialLog}`)).status).toBe(404);
    const foreignLog = world.value('SELECT MIN(id) FROM dial_log WHERE guid = ?', foreign);
    for (const id of [foreignLog, 999999999, 0, '12abc'])
      expect((await world.operator.call(`${base}/id-to-guid/${id}`)).body).toEqual({
        status: 404,
        error: 'Conversation not found',
      });
  });

  it("lists the tenant's conversations only (the transcript search: conversations-transcript-search.test.ts)", async () => {
    const { body } = await world.operator.call(`${base}?pageSize=5`);
    const list = body as ListResponse<Conversation>;
    expect(list.items).toHaveLength(5);
    expect(list.items.some((item) => item.idTenant === world.globex)).toBe(false);
  });

  it('answers the timeline alone or merged with the linked conversations', async () => {
    const own = (await world.operator.call(`${base}/${transferred}/events`)).body as ConversationEvents;
    expect(own.guid).toBe(transferred);
    expect(own.items.every((event) => event.guid === transferred)).toBe(true);
    expect(own.items[0]?.type).toBe(0);
    expect(own.items.at(-1)?.type).toBe(2);
    const full = (await world.operator.call(`${base}/${transferred}/full-events`)).body as ConversationEvents;
    expect(full.conversations.map((item) => item.linkKind)).toEqual([null, 'transfer']);
    expect(full.total).toBeGreaterThan(own.total);
    const times = full.items.map((event) => Date.parse(event.time));
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('answers the variables, the error events and the flow version that ran', async () => {
    const failed = world.value<string>(
      'SELECT guid FROM conversation WHERE id_tenant = ? AND result = 11 AND ended IS NOT NULL LIMIT 1',
      world.acme,
    );
    const errors = (await world.operator.call(`${base}/${failed}/errors`))
      .body as ListResponse<ConversationEvent>;
    expect(errors.total).toBeGreaterThan(0);
    expect(errors.items.every((event) => event.type === 8 || event.type === 13)).toBe(true);
    const variables = (await world.operator.call(`${base}/${failed}/variables`))
      .body as ListResponse<ConversationVariable>;
    expect(variables.items.map((item) => item.name)).toEqual(
      expect.arrayContaining(['customerId', 'intent']),
    );
    const source = (await world.operator.call(`${base}/${failed}/source`)).body as ConversationSource;
    expect(source).toMatchObject({ idCallScript: expect.any(Number), version: expect.any(Number) });
    expect(source.content).toBeTypeOf('object');
  });

  it('serves the recording as a WAV made from the timeline', async () => {
    const response = await fetch(
      `${world.platform.url}/api${`/calls-management/conversations/${transferred}/recording`}`,
      {
        headers: { authorization: `Bearer ${world.operator.token}` },
      },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('audio/wav');
    expect(response.headers.get('content-disposition')).toContain(`conversation-${transferred}.wav`);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 4).toString('ascii')).toBe('RIFF');
    expect(bytes.subarray(8, 12).toString('ascii')).toBe('WAVE');
    const seconds = world.value<number>('SELECT duration FROM conversation WHERE guid = ?', transferred);
    expect(bytes.length).toBeGreaterThan(seconds * 8000);
  });

  it('refuses the recording without Line/downloadRecording, even to users who may view the conversation', async () => {
    const role = roleIdOf(world.platform, 'Acme Telecom', 'Operators');
    const db = world.platform.db;
    const saved = db.prepare('SELECT permissions FROM role WHERE id = ?').pluck().get(role) as string;
    const permissions = { ...JSON.parse(saved), Line: ['view'] };
    db.prepare('UPDATE role SET permissions = ? WHERE id = ?').run(JSON.stringify(permissions), role);
    try {
      expect((await world.operator.call(`${base}/${transferred}`)).status).toBe(200);
      expect((await world.operator.call(`${base}/${transferred}/recording`)).body).toEqual({
        status: 403,
        error: 'Missing permission Line/downloadRecording',
      });
    } finally {
      db.prepare('UPDATE role SET permissions = ? WHERE id = ?').run(saved, role);
    }
  });
});
