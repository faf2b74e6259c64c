import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {
  Conversation,
  ConversationEvent,
  ConversationEvents,
  ConversationSource,
  ConversationVariable,
  GuidLookup,
} from '../../../src/shared/wire/conversations';
import type { ListResponse } from '../../../src/shared/wire/common';
import { EventType } from './conversationEvents';
import { principalOf } from '../../api/accessGuard';
import type { ApiContext } from '../../api/apiContext';
import { notFound } from '../../api/apiError';
import { subtreeScope } from '../../api/principal';
import { SAMPLE_RATE, toneSequenceWav } from './conversationAudio';
import { platformSpeech } from '../flows/flow-runner/speechCache';
import { decodeWav, resample } from './wavClip';
import { conversationList } from './conversationList';
import { conversationListRoute } from './conversationListRoute';
import { audioAssetWav } from '../audio-assets/audioAssets';
import type { Db } from '../../db/database';

interface EventRow extends Omit<ConversationEvent, 'data'> {
  data: string | null;
}

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DIAL_LOG_ID = /^[1-9]\d{0,15}$/;
const view = { area: 'Line', action: 'view' };
/** The recording download has a permission of its own (SPEC §7 "record downloads"). */
const downloadRecording = { area: 'Line', action: 'downloadRecording' };
const FAMILY = `WITH RECURSIVE up(guid, id_parent) AS (
    SELECT guid, id_parent FROM conversation WHERE guid = ?
    UNION SELECT c.guid, c.id_parent FROM conversation c JOIN up ON c.guid = up.id_parent),
  down(guid) AS (
    SELECT guid FROM up WHERE id_parent IS NULL
    UNION SELECT c.guid FROM conversation c JOIN down ON c.id_parent = down.guid)
  SELECT guid FROM down`;

const parseData = (data: string | null): Record<string, unknown> | null => {
  if (data === null) return null;
  const parsed: unknown = JSON.parse(data);
  return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
    ? (parsed as Record<string, unknown>)
    : { value: parsed };
};

const atRecordingRate = (wav: Buffer | undefined) => {
  const sound = wav && decodeWav(wav);
  return sound && resample(sound, SAMPLE_RATE);
};

/**
 * What an event sounds like in the recording: a ROBOT event's synthesised prompt while the speech cache still holds
 * it, an AUDIO_PLAY event's audio asset (WAV ones; others keep their beep) while the tenant still has it.
 */
function eventSound(db: Db, idTenant: number, event: ConversationEvent): Float32Array | undefined {
  if (event.type === EventType.AUDIO_PLAY) {
    const id = event.data?.idAudioAsset;
    return atRecordingRate(typeof id === 'number' ? audioAssetWav(db, idTenant, id) : undefined);
  }
  if (event.type !== EventType.ROBOT) return undefined;
  const voice = (event.data?.audio as { voice?: unknown } | undefined)?.voice;
  return atRecordingRate(typeof voice === 'string' ? platformSpeech.get(voice, event.text) : undefined);
}

/**
 * Conversation details (SPEC §2 `administration/conversation-details/{guid}`): the list, one conversation, its
 * timeline (with the linked conversations when `fullConversations=true`), variables, errors, the flow version that
 * ran, a recording and the "guid to id" lookup of its dial log. A numeric id (old links: the dial log's id) finds
 * the same conversation. Everything is scoped to the tenant context and below; an unknown (or foreign) guid answers
 * 404.
 */
export function conversationRoutes(app: FastifyInstance, { db }: ApiContext) {
  const scopeOf = (idTenant: number) => subtreeScope(db, idTenant, 'c.id_tenant');
  const base = '/api/calls-management/conversations';

  conversationListRoute(app, db, base, view, scopeOf);

  // A conversation by its guid, or (`id-to-guid`) by its dial log's numeric id, which old links carry.
  const find = (request: FastifyRequest, by: 'guid' | 'dialLog' = 'guid'): Conversation => {
    const { guid, id } = request.params as { guid?: string; id?: string };
    const scope = scopeOf(principalOf(request).idTenant);
    const condition =
      by === 'guid'
        ? GUID.test(guid ?? '')
          ? { sql: 'c.guid = ?', value: guid!.toLowerCase() }
          : undefined
        : DIAL_LOG_ID.test(id ?? '')
          ? { sql: 'c.guid = (SELECT d.guid FROM dial_log d WHERE d.id = ?)', value: Number(id) }
          : undefined;
    const row = condition
      ? db
          .prepare(
            `SELECT ${conversationList.select} FROM ${conversationList.from}
             WHERE ${condition.sql} AND ${scope.where}`,
          )
          .get(condition.value, ...scope.params)
      : undefined;
    if (!row) throw notFound('Conversation not found');
    return conversationList.toItem(row as Parameters<typeof conversationList.toItem>[0]);
  };
  const events = (guids: readonly string[], types?: readonly number[]): ConversationEvent[] => {
    const typeFilter = types ? `AND type IN (${types.join(', ')})` : '';
    const rows = db
      .prepare(
        `SELECT id, guid, seq, type, time, text, data FROM conversation_event
         WHERE guid IN (${guids.map(() => '?').join(', ')}) ${typeFilter} ORDER BY time, guid, seq`,
      )
      .all(...guids) as EventRow[];
    return rows.map((row) => ({ ...row, data: parseData(row.data) }));
  };
  const asList = <T>(items: T[]): ListResponse<T> => ({ items, total: items.length });

  app.get(`${base}/:guid`, { config: { access: view } }, async (request) => find(request));

  // SPEC §7 "guid to id", both ways: the console resolves old numeric links through `id-to-guid`.
  app.get(`${base}/guid-to-id/:guid`, { config: { access: view } }, async (request): Promise<GuidLookup> => {
    const conversation = find(request);
    return { guid: conversation.guid, id: conversation.idDialLog };
  });
  app.get(`${base}/id-to-guid/:id`, { config: { access: view } }, async (request): Promise<GuidLookup> => {
    const conversation = find(request, 'dialLog');
    return { guid: conversation.guid, id: conversation.idDialLog };
  });

  // The shown conversation's own events, or (`full-events`, SPEC `fullConversations=true`) with its linked ones.
  for (const kind of ['events', 'full-events'] as const)
    app.get(
      `${base}/:guid/${kind}`,
      { config: { access: view } },
      async (request): Promise<ConversationEvents> => {
        const conversation = find(request);
        const guids =
          kind === 'full-events'
            ? (db.prepare(FAMILY).pluck().all(conversation.guid) as string[])
            : [conversation.guid];
        const conversations = db
          .prepare(
            `SELECT guid, id_parent AS idParent, link_kind AS linkKind, started FROM conversation
             WHERE guid IN (${guids.map(() => '?').join(', ')}) ORDER BY started`,
          )
          .all(...guids) as ConversationEvents['conversations'];
        const items = events(guids);
        return { guid: conversation.guid, items, total: items.length, conversations };
      },
    );

  app.get(`${base}/:guid/errors`, { config: { access: view } }, async (request) =>
    asList(events([find(request).guid], [EventType.ERROR, EventType.WARNING])),
  );

  app.get(`${base}/:guid/variables`, { config: { access: view } }, async (request) => {
    const { guid } = find(request);
    const data = parseData(
      db.prepare('SELECT data FROM conversation WHERE guid = ?').pluck().get(guid) as string,
    );
    return asList<ConversationVariable>(
      Object.entries(data ?? {}).map(([name, value]) => ({
        id: name,
        name,
        value: typeof value === 'string' ? value : JSON.stringify(value),
      })),
    );
  });

  app.get(
    `${base}/:guid/source`,
    { config: { access: view } },
    async (request): Promise<ConversationSource> => {
      const { guid, idCallScript, flowName } = find(request);
      const version = db
        .prepare(
          `SELECT v.id, v.version, v.created, v.comment, v.content FROM conversation c
         JOIN call_script_version v ON v.id = c.id_call_script_version WHERE c.guid = ?`,
        )
        .get(guid) as
        { id: number; version: number; created: string; comment: string; content: string } | undefined;
      return {
        idCallScript,
        flowName,
        idCallScriptVersion: version?.id ?? null,
        version: version?.version ?? null,
        created: version?.created ?? null,
        comment: version?.comment ?? null,
        content: version ? JSON.parse(version.content) : null,
      };
    },
  );

  app.get(`${base}/:guid/recording`, { config: { access: downloadRecording } }, async (request, reply) => {
    const conversation = find(request);
    const started = Date.parse(conversation.started);
    const ended = conversation.ended ? Date.parse(conversation.ended) : Date.now();
    const marks = events([conversation.guid]).map((event) => ({
      offsetMs: Date.parse(event.time) - started,
      type: event.type,
      speech: eventSound(db, conversation.idTenant, event),
    }));
    const wav = toneSequenceWav((ended - started) / 1000 + 0.5, marks);
    return reply
      .header('Content-Type', 'audio/wav')
      .header('Content-Disposition', `attachment; filename="conversation-${conversation.guid}.wav"`)
      .header('Cache-Control', 'private, max-age=300')
      .send(wav);
  });
}
