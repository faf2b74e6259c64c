/**
 * Wire types of conversations (core API `/calls-management/conversations`, a line's ongoing calls, test calls and
 * the hub's `CallChanged`/`CallRemoved`), shared with the dev platform.
 */

/** The state of a call in progress. */
export const CALL_STATES = ['ringing', 'talking', 'transferring'] as const;
export type CallState = (typeof CALL_STATES)[number];

/** One conversation as listed and shown (`id` is the guid); `duration` in seconds. */
export interface Conversation {
  id: string;
  guid: string;
  idTenant: number;
  tenantName: string;
  idCallScript: number | null;
  flowName: string | null;
  idLine: number | null;
  lineName: string | null;
  idCampaign: number | null;
  caller: string | null;
  callee: string | null;
  started: string;
  ended: string | null;
  duration: number;
  result: number;
  processKind: number;
  language: string | null;
  /** The conversation this one is linked to (a transfer's agent leg, a subflow), and how. */
  idParent: string | null;
  linkKind: 'transfer' | 'subflow' | null;
  /** The dial log of the call, when one was written ("guid to id"). */
  idDialLog: number | null;
  /** Where the recording is served (`GET`, a WAV file). */
  recordingPath: string;
  /** With a transcript search (`q` while `fullText` is on): the transcript around the match, its words marked. */
  snippet?: TranscriptSnippet | null;
}

/**
 * A matching transcript turn (issue 34.4): plain text and the [start, end) offsets of the matched words, so the
 * console highlights them with elements of its own and never renders server text as HTML.
 */
export interface TranscriptSnippet {
  /** Words of the transcript around the match (turns are separated by line breaks). */
  text: string;
  marks: [start: number, end: number][];
}

/** One event of a conversation's timeline; `data` is the event's JSON detail (intent, confidence, html, …). */
export interface ConversationEvent {
  id: number;
  guid: string;
  seq: number;
  type: number;
  time: string;
  text: string;
  data: Record<string, unknown> | null;
}

/**
 * `GET …/conversations/{guid}/events` (its own) or `…/full-events` (SPEC `fullConversations=true`: with the linked
 * conversations): the events, and the conversations they come from.
 */
export interface ConversationEvents {
  guid: string;
  items: ConversationEvent[];
  total: number;
  conversations: Pick<Conversation, 'guid' | 'idParent' | 'linkKind' | 'started'>[];
}

/** A variable collected during the call (data tab). */
export interface ConversationVariable {
  id: string;
  name: string;
  value: string;
}

/** The flow version that ran (source tab). */
export interface ConversationSource {
  idCallScript: number | null;
  flowName: string | null;
  idCallScriptVersion: number | null;
  version: number | null;
  created: string | null;
  comment: string | null;
  content: unknown;
}

/** `GET …/conversations/guid-to-id/{guid}` and `…/id-to-guid/{id}`: a conversation's guid and dial-log id. */
export interface GuidLookup {
  guid: string;
  id: number | null;
}

/**
 * A call in progress on a line: the `CallChanged` payload and an item of the line's ongoing calls
 * (`GET /administration/lines/{id}/ongoing-calls`); `duration` in seconds. The one wire type of an ongoing call.
 */
export interface LiveCall {
  guid: string;
  idLine: number;
  caller: string | null;
  callee: string | null;
  idCallScript: number | null;
  flowName: string | null;
  started: string;
  /** Seconds since the start when the item was read. */
  duration: number;
  state: CallState;
  /** Who else is on the call: supervisors listening, whispering or barged in; an attended transfer's consultee. */
  participants?: CallParticipant[];
}

/** Supervisor modes (issue 34.2), each its own action and permission. */
export const SUPERVISION_MODES = ['listen', 'whisper', 'barge'] as const;
export type SupervisionMode = (typeof SUPERVISION_MODES)[number];

export type CallParticipant =
  { role: 'supervisor'; mode: SupervisionMode; name: string } | { role: 'consultation'; number: string };

/** The `CallRemoved` payload: the call ended or was cleaned. */
export interface CallRemoved {
  guid: string;
  idLine: number;
}
