/**
 * The diagnostic websocket (SPEC §7, issue 34.5): a call's or a line's diagnostic events streamed as JSON text
 * messages, one per message, to the console's Debug views. Shared by the dev platform and the console.
 */

/** Where it is served; the query names one target (`call` = a conversation guid, or `line` = a line id). */
export const DIAGNOSTICS_PATH = '/hubs/diagnostics';

/** The permission of the Debug views and of the stream. */
export const DIAGNOSTICS_PERMISSION = { area: 'Diagnostics', action: 'view' } as const;

export const DIAGNOSTIC_KINDS = ['signalling', 'flow', 'timing', 'error'] as const;
export type DiagnosticKind = (typeof DIAGNOSTIC_KINDS)[number];

/** One diagnostic event of a call. */
export interface DiagnosticEvent {
  /** Increases by one per event the platform emits (any call): gaps mean events of other calls or dropped ones. */
  seq: number;
  at: string;
  guid: string;
  idLine: number | null;
  kind: DiagnosticKind;
  text: string;
  /** Since the call started, and since its previous diagnostic event (ms). */
  elapsedMs: number;
  stepMs: number;
}

export type DiagnosticMessage =
  /** Sent first: the recent events the platform kept for the target (bounded), oldest first. */
  | { type: 'ready'; recent: DiagnosticEvent[] }
  | { type: 'event'; event: DiagnosticEvent }
  /** Events not sent because the client read too slowly (its send buffer was full). */
  | { type: 'dropped'; count: number };

/** Close codes: the session ended (sign-out, revocation) or the permission was withdrawn. */
export const DIAGNOSTICS_CLOSE = { sessionEnded: 4401, forbidden: 4403 } as const;
