import { conversationEvents } from './conversationEvents';
import { seedConversationLinks } from './seedConversations';
import { BulkInsert, withoutIndexes, type SqlValue } from '../../db/seed/bulkInsert';
import { isoTime } from '../../db/seed/isoTime';
import {
  DAY,
  MINUTE,
  scaled,
  spread,
  volume,
  type SeedContext,
  type TenantSeed,
} from '../../db/seed/seedContext';

interface DialDraft {
  tenant: TenantSeed;
  idLine: number;
  idCampaign: number | null;
  idCallScript: number | null;
  start: number;
  duration: number;
  result: number; // NOT_PICKED -1, PICKED 1, LISTENED_TO_END 3, ERROR 11
  caller: string;
  callee: string;
  processKind: number; // ROUTING 0, REGULAR 1, UNKNOWN 2, TESTING 3
  guid: string | null;
}

const DIAL_LOG_COLUMNS = [
  'id_tenant',
  'id_line',
  'id_campaign',
  'id_call_script',
  'guid',
  'start',
  'duration',
  'result',
  'caller',
  'callee',
  'process_kind',
];

/** Where generated rows go: a bulk insert, a side load, or an array that replays them later. */
interface RowSink {
  add(values: readonly SqlValue[]): void;
}

/**
 * Dial logs over the last 90 days and conversations (with event timelines) for a share of the answered calls.
 * Conversations favour recent calls so the first page of a dial log list links to conversation details.
 * The dial logs are loaded aside (sideLoad.ts): the caller copies them in before reading them.
 */
export function seedCalls(ctx: SeedContext): void {
  const counts = spread(ctx, volume(ctx, 3000));
  const drafts = byStart(
    ctx.tenants.flatMap((tenant, index) =>
      Array.from({ length: counts[index] }, () => draftDialLog(ctx, tenant)),
    ),
  );
  // 300 conversations per scale unit up to the catalogue cap, 100 past it: a million dial logs come with about
  // 40,000 conversations (each with a timeline), not 120,000.
  let wanted = scaled(ctx, 200) + volume(ctx, 100);
  // The conversations' rows wait in memory: the dial logs (which take their guids) go to the worker first.
  const recorded = { conversations: [] as (readonly SqlValue[])[], events: [] as (readonly SqlValue[])[] };
  const recorders = {
    conversations: { add: (values) => recorded.conversations.push(values) } satisfies RowSink,
    events: { add: (values) => recorded.events.push(values) } satisfies RowSink,
  };
  for (const pass of [0.5, 1]) {
    for (let i = drafts.length - 1; i >= 0 && wanted > 0; i--) {
      const draft = drafts[i];
      if (draft.guid !== null || draft.result === -1 || !ctx.rng.chance(pass)) continue;
      draft.guid = ctx.rng.guid();
      seedConversation(ctx, draft, recorders);
      wanted--;
    }
  }
  const dialLogs = ctx.aside.start('dial_log', DIAL_LOG_COLUMNS);
  for (const draft of drafts) dialLogs.add(dialLogRow(draft));
  dialLogs.end();
  // Neither table is read while its rows are written: their indexes are built once afterwards.
  withoutIndexes(ctx.db, 'conversation', () =>
    withoutIndexes(ctx.db, 'conversation_event', () => {
      replay(recorded.conversations, new BulkInsert(ctx.db, 'conversation', CONVERSATION_COLUMNS));
      replay(recorded.events, new BulkInsert(ctx.db, 'conversation_event', EVENT_COLUMNS));
    }),
  );
  seedConversationLinks(ctx);
}

function replay(rows: (readonly SqlValue[])[], into: BulkInsert): void {
  for (const values of rows) into.add(values);
  into.flush();
}

const dialLogRow = (draft: DialDraft): SqlValue[] => [
  draft.tenant.id,
  draft.idLine,
  draft.idCampaign,
  draft.idCallScript,
  draft.guid,
  isoTime(draft.start),
  draft.duration,
  draft.result,
  draft.caller,
  draft.callee,
  draft.processKind,
];

/**
 * The drafts in start order, equal starts in generation order (a stable sort), through one typed-array sort of
 * (start, index) keys: a million comparator calls took seconds of the seed.
 */
function byStart(drafts: DialDraft[]): DialDraft[] {
  const earliest = drafts.reduce((min, draft) => Math.min(min, draft.start), Infinity);
  const keys = new BigInt64Array(drafts.length);
  // Starts span 90 days (under 2^33 ms): 30 bits are left for the index (a billion drafts).
  drafts.forEach((draft, index) => (keys[index] = (BigInt(draft.start - earliest) << 30n) | BigInt(index)));
  keys.sort();
  return Array.from(keys, (key) => drafts[Number(key & 0x3fffffffn)]);
}

function draftDialLog(ctx: SeedContext, tenant: TenantSeed): DialDraft {
  const { rng } = ctx;
  const processKind = rng.weighted([
    [1, 50],
    [0, 40],
    [3, 7],
    [2, 3],
  ] as const);
  const customer = tenant.dialPrefix + rng.digits(Math.max(3, 11 - (tenant.dialPrefix.length - 1)));
  let line = rng.pick(tenant.lines);
  let idCampaign: number | null = null;
  let idCallScript: number | null = line.idCallScript;
  if (processKind === 1 && tenant.campaigns.length > 0) {
    const campaign = rng.pick(tenant.campaigns);
    idCampaign = campaign.id;
    idCallScript = campaign.idCallScript;
    line = tenant.lines.find((candidate) => candidate.id === campaign.idLine) ?? line;
  } else if (processKind === 2) {
    idCallScript = null;
  } else if (idCallScript === null && tenant.flows.length > 0) {
    idCallScript = rng.pick(tenant.flows).id;
  }
  const outbound = processKind === 1;
  const result = rng.weighted([
    [-1, 25],
    [1, 30],
    [3, 38],
    [11, 7],
  ] as const);
  const duration =
    result === -1 ? 0 : result === 11 ? rng.int(0, 12) : result === 1 ? rng.int(5, 90) : rng.int(30, 420);
  return {
    tenant,
    idLine: line.id,
    idCampaign,
    idCallScript,
    start: ctx.now.getTime() - rng.int(MINUTE, 90 * DAY),
    duration,
    result,
    caller: outbound ? line.phoneNumber : customer,
    callee: outbound ? customer : line.phoneNumber,
    processKind,
    guid: null,
  };
}

const EVENT_COLUMNS = ['guid', 'seq', 'type', 'time', 'text', 'data'];

const CONVERSATION_COLUMNS = [
  'guid',
  'id_tenant',
  'id_call_script',
  'id_call_script_version',
  'id_line',
  'id_campaign',
  'channel',
  'process_kind',
  'language',
  'caller',
  'callee',
  'started',
  'ended',
  'duration',
  'result',
  'data',
];

function seedConversation(
  ctx: SeedContext,
  draft: DialDraft,
  rows: { conversations: RowSink; events: RowSink },
): void {
  const guid = draft.guid as string;
  const events = conversationEvents(ctx.rng, {
    caller: draft.caller,
    callee: draft.callee,
    result: draft.result,
    transferNumber: draft.tenant.lines[0].phoneNumber,
  });
  const data = {
    customerId: ctx.rng.digits(8),
    intent: ctx.rng.pick(['payment', 'information', 'complaint', 'cancel', 'other']),
    smsSent: events.some((event) => event.type === 7),
  };
  rows.conversations.add([
    guid,
    draft.tenant.id,
    draft.idCallScript,
    draft.idCallScript === null ? null : (draft.tenant.latestVersion.get(draft.idCallScript) ?? null),
    draft.idLine,
    draft.idCampaign,
    1,
    draft.processKind,
    draft.tenant.languageCode,
    draft.caller,
    draft.callee,
    isoTime(draft.start),
    isoTime(draft.start + draft.duration * 1000),
    draft.duration,
    draft.result,
    JSON.stringify(data),
  ]);
  // Spread the events evenly over the call; the last one (HANGUP) lands exactly at the end.
  const span = draft.duration * 1000;
  events.forEach((event, seq) => {
    rows.events.add([
      guid,
      seq,
      event.type,
      isoTime(draft.start + Math.round((span * seq) / (events.length - 1))),
      event.text,
      event.data === null || event.data === undefined ? null : JSON.stringify(event.data),
    ]);
  });
}
