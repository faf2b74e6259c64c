import { EventType } from './conversationEvents';
import { isoTime } from '../../db/seed/isoTime';
import { Rng } from '../../db/seed/prng';
import { insert, type SeedContext } from '../../db/seed/seedContext';

// Its own generator: linking conversations must not shift the values of everything seeded after it.
const LINK_SEED = 12_012;
const AGENTS = ['Jana', 'Tom', 'Priya', 'Lukas'];

interface ParentRow {
  guid: string;
  id_tenant: number;
  id_call_script: number | null;
  id_line: number | null;
  process_kind: number;
  language: string | null;
  caller: string | null;
  callee: string | null;
  ended: string;
  transfer_time: string | null;
  subflow_start: string | null;
  subflow_end: string | null;
  subflow_name: string | null;
}

/**
 * Linked conversations (issue 12), so `fullConversations=true` has something to merge: every transferred call gets
 * the agent's leg as a conversation of its own, and some calls run a subflow as a linked conversation.
 */
export function seedConversationLinks(ctx: SeedContext): void {
  const rng = new Rng(LINK_SEED);
  const parents = ctx.db
    .prepare(
      `SELECT c.guid, c.id_tenant, c.id_call_script, c.id_line, c.process_kind, c.language, c.caller, c.callee,
         c.ended,
         (SELECT time FROM conversation_event WHERE guid = c.guid AND type = ${EventType.CALL_TRANSFER}) AS transfer_time,
         (SELECT MIN(time) FROM conversation_event WHERE guid = c.guid AND type = ${EventType.SUBFLOW_START}) AS subflow_start,
         (SELECT MIN(time) FROM conversation_event WHERE guid = c.guid AND type = ${EventType.SUBFLOW_END}) AS subflow_end,
         (SELECT text FROM conversation_event WHERE guid = c.guid AND type = ${EventType.SUBFLOW_START}
           ORDER BY seq LIMIT 1) AS subflow_name
       FROM conversation c WHERE c.ended IS NOT NULL AND c.id_parent IS NULL ORDER BY c.started, c.guid`,
    )
    .all() as ParentRow[];
  for (const parent of parents) {
    if (parent.transfer_time) {
      const agent = rng.pick(AGENTS);
      linked(ctx, rng, parent, 'transfer', parent.transfer_time, parent.ended, [
        [EventType.PICKUP, `Agent ${agent} picked up`, null],
        [EventType.AGENT, `Hello, this is ${agent}, how can I help?`, { speaker: 'agent' }],
        [EventType.HUMAN, 'I would like to talk about my invoice.', { confidence: 0.93 }],
        [EventType.AGENT, 'Sure, let me look at it.', { speaker: 'agent' }],
      ]);
    } else if (parent.subflow_start && parent.subflow_end && rng.chance(0.25)) {
      linked(ctx, rng, parent, 'subflow', parent.subflow_start, parent.subflow_end, [
        [EventType.ROBOT, `${parent.subflow_name ?? 'Subflow'}: collecting the details`, null],
        [EventType.DEBUG, `subflow ${parent.subflow_name ?? ''} variables loaded`, { html: '<b>loaded</b>' }],
      ]);
    }
  }
}

type Draft = [type: number, text: string, data: object | null];

function linked(
  ctx: SeedContext,
  rng: Rng,
  parent: ParentRow,
  kind: 'transfer' | 'subflow',
  from: string,
  to: string,
  drafts: Draft[],
): void {
  const guid = rng.guid();
  const start = Date.parse(from);
  const end = Math.max(start + 1000, Date.parse(to));
  insert(ctx.db, 'conversation', {
    guid,
    id_tenant: parent.id_tenant,
    id_call_script: parent.id_call_script,
    id_line: parent.id_line,
    channel: 1,
    process_kind: parent.process_kind,
    language: parent.language,
    caller: parent.caller,
    callee: parent.callee,
    started: isoTime(start),
    ended: isoTime(end),
    duration: Math.round((end - start) / 1000),
    result: 3,
    data: { linkedFrom: parent.guid },
    id_parent: parent.guid,
    link_kind: kind,
  });
  const all: Draft[] = [[EventType.START, `Linked ${kind} of ${parent.guid}`, null], ...drafts];
  all.forEach(([type, text, data], seq) => {
    // The linked events fall between the parent's events, so a merged timeline interleaves them.
    const time = start + Math.round(((end - start) * (seq + 0.5)) / (all.length + 1));
    insert(ctx.db, 'conversation_event', { guid, seq, type, time: isoTime(time), text, data });
  });
}
