import type { DiagnosticKind } from '../../src/shared/wire/diagnostics';
import { EventType } from '../areas/conversations/conversationEvents';
import type { Db } from '../db/database';
import { diagnosticsOf } from './diagnosticsBus';

const SIGNALLING = new Set<number>([
  EventType.START,
  EventType.PICKUP,
  EventType.HANGUP,
  EventType.CALL_TRANSFER,
  EventType.TONE_IN,
  EventType.TONE_OUT,
]);
const ERRORS = new Set<number>([EventType.ERROR, EventType.WARNING]);
const NAMES = Object.fromEntries(Object.entries(EventType).map(([name, type]) => [type, name]));

/** The diagnostic kind of a timeline event: signalling steps, errors (and warnings), or a flow step. */
export const kindOfEvent = (type: number): DiagnosticKind =>
  SIGNALLING.has(type) ? 'signalling' : ERRORS.has(type) ? 'error' : 'flow';

/** Emits a diagnostic event of a call (nothing for an unknown guid). */
export function diagnoseCall(db: Db, guid: string, kind: DiagnosticKind, text: string): void {
  const call = db
    .prepare('SELECT id_tenant AS idTenant, id_line AS idLine, started FROM conversation WHERE guid = ?')
    .get(guid) as { idTenant: number; idLine: number | null; started: string } | undefined;
  if (call) diagnosticsOf(db).emit({ guid, ...call, kind, text });
}

/** Emits the diagnostic event of a timeline event written for a call. */
export const diagnoseEvent = (db: Db, guid: string, type: number, text: string) =>
  diagnoseCall(db, guid, kindOfEvent(type), `${NAMES[type] ?? type}: ${text}`);
