import { ENUMERATIONS, keyOf } from '../../shared/enumerations';
import type { ConversationEvent, ConversationEvents } from '../../shared/wire/conversations';

const TYPE = ENUMERATIONS.flowEventType.byKey;

type Speaker = 'robot' | 'human' | 'agent';

/** One row of the timeline: the event and what the view needs to show it. */
export interface TimelineEntry {
  /** Unique across merged conversations: `{guid}:{seq}`. */
  key: string;
  event: ConversationEvent;
  /** The flow event type's key (SPEC §3), e.g. `HUMAN`; the i18n label and icon derive from it. */
  typeKey: string;
  /** Milliseconds since the shown conversation started (the recording's time). */
  offsetMs: number;
  /** Nesting: subflows inside a conversation, plus one level per linked conversation. */
  depth: number;
  speaker: Speaker | null;
  severity: 'error' | 'warning' | null;
  /** The event comes from a linked conversation (a transfer's leg, a subflow), not the shown one. */
  linked: boolean;
  /** Recognition confidence (0–1) of a human turn. */
  confidence: number | null;
  /** HTML the event carries (an e-mail body); shown rendered only with the "dial logs html active" switch. */
  html: string | null;
}

export interface TimelineOptions {
  /** The "dial logs debug active" switch: DEBUG events are shown only when it is on. */
  debug: boolean;
  /** Event types to keep (the type filter); all when empty. */
  types?: ReadonlySet<number>;
}

const SPEAKERS: Partial<Record<number, Speaker>> = {
  [TYPE.ROBOT]: 'robot',
  [TYPE.AUDIO_PLAY]: 'robot',
  [TYPE.HUMAN]: 'human',
  [TYPE.AGENT]: 'agent',
};

/** Levels of the linked conversations below the shown one (the shown one and anything above it: 0). */
function linkDepths(shown: string, conversations: ConversationEvents['conversations']): Map<string, number> {
  const parentOf = new Map(conversations.map((item) => [item.guid, item.idParent]));
  const depths = new Map<string, number>();
  for (const { guid } of conversations) {
    let depth = 0;
    let current: string | null | undefined = guid;
    const seen = new Set<string>();
    while (current && current !== shown && !seen.has(current)) {
      seen.add(current);
      current = parentOf.get(current);
      depth++;
    }
    depths.set(guid, current === shown ? depth : 0);
  }
  return depths;
}

const numberOr = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/**
 * The timeline of a conversation, merged with its linked conversations when they are included: events in time
 * order (then by conversation and sequence), subflows nested (the events between SUBFLOW_START and SUBFLOW_END one
 * level deeper), debug events only with the debug switch, then the type filter.
 */
export function buildTimeline(
  shown: { guid: string; started: string },
  answer: Pick<ConversationEvents, 'items' | 'conversations'>,
  options: TimelineOptions,
): TimelineEntry[] {
  const start = Date.parse(shown.started);
  const links = linkDepths(shown.guid, answer.conversations);
  const nesting = new Map<string, number>();
  const ordered = [...answer.items].sort(
    (a, b) =>
      Date.parse(a.time) - Date.parse(b.time) ||
      (links.get(a.guid) ?? 0) - (links.get(b.guid) ?? 0) ||
      a.guid.localeCompare(b.guid) ||
      a.seq - b.seq,
  );
  const entries: TimelineEntry[] = [];
  for (const event of ordered) {
    let level = nesting.get(event.guid) ?? 0;
    if (event.type === TYPE.SUBFLOW_END) level = Math.max(0, level - 1);
    const depth = level + (links.get(event.guid) ?? 0);
    if (event.type === TYPE.SUBFLOW_START) level++;
    nesting.set(event.guid, level);
    entries.push({
      key: `${event.guid}:${event.seq}`,
      event,
      typeKey: keyOf(ENUMERATIONS.flowEventType, event.type) ?? String(event.type),
      offsetMs: Date.parse(event.time) - start,
      depth,
      speaker: SPEAKERS[event.type] ?? null,
      severity: event.type === TYPE.ERROR ? 'error' : event.type === TYPE.WARNING ? 'warning' : null,
      linked: event.guid !== shown.guid,
      confidence: numberOr(event.data?.confidence),
      html: typeof event.data?.html === 'string' ? event.data.html : null,
    });
  }
  return entries.filter(
    (entry) =>
      (options.debug || entry.event.type !== TYPE.DEBUG) &&
      (!options.types || options.types.size === 0 || options.types.has(entry.event.type)),
  );
}

/** The entry playing at `positionMs` of the recording: the last one that started by then; -1 before the first. */
export function currentEntryIndex(entries: readonly TimelineEntry[], positionMs: number): number {
  let found = -1;
  entries.forEach((entry, index) => {
    if (entry.offsetMs <= positionMs && (found < 0 || entry.offsetMs >= entries[found]!.offsetMs))
      found = index;
  });
  return found;
}

/** `m:ss` (or `-m:ss` before the start) of an offset, SPEC §9 "durations show minutes and seconds". */
export function formatOffset(offsetMs: number): string {
  const sign = offsetMs < 0 ? '-' : '';
  const seconds = Math.floor(Math.abs(offsetMs) / 1000);
  return `${sign}${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
