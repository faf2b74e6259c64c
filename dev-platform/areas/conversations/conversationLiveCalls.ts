import { randomUUID } from 'node:crypto';
import type { CallParticipant, CallState, LiveCall } from '../../../src/shared/wire/conversations';
import { EventType } from './conversationEvents';
import type { ApiContext } from '../../api/apiContext';
import { assertLineTakesCalls, callsChanged } from './liveCallHooks';
import { diagnoseCall, diagnoseEvent } from '../../diagnostics/callDiagnostics';

interface LiveRow {
  guid: string;
  id_tenant: number;
  id_line: number;
  caller: string | null;
  callee: string | null;
  id_call_script: number | null;
  flow_name: string | null;
  started: string;
  state: CallState | null;
  participants: string | null;
  ended: string | null;
}

/** What starts a call on a line. */
export interface CallStart {
  idTenant: number;
  idLine: number;
  idCallScript: number | null;
  caller: string;
  callee: string;
  /** ROUTING 0 (inbound), TESTING 3 (test calls). */
  processKind: number;
  data?: Record<string, unknown>;
}

/**
 * Calls in progress as the platform runs them (the simulation, test calls, clean and transfer): each change is
 * stored on the conversation and pushed to the tenant's consoles as `CallChanged`; an ended call writes its dial
 * log and is pushed as `CallRemoved`.
 */
export interface LiveCalls {
  start(call: CallStart): string;
  event(guid: string, type: number, text: string, data?: Record<string, unknown> | null): void;
  setState(guid: string, state: CallState): void;
  /** Who else is on the call now (supervisors, a consultation leg). */
  setParticipants(guid: string, participants: CallParticipant[]): void;
  /** Ends the call with a call result (SPEC §3); false when it was not in progress. */
  end(guid: string, result: number, text?: string): boolean;
  read(guid: string): LiveCall | undefined;
}

const SELECT = `SELECT c.guid, c.id_tenant, c.id_line, c.caller, c.callee, c.id_call_script, s.name AS flow_name,
  c.started, c.state, c.participants, c.ended FROM conversation c LEFT JOIN call_script s ON s.id = c.id_call_script`;

/** The wire form of a call in progress; `now` gives its duration. */
export function liveCallOf(row: Omit<LiveRow, 'id_tenant' | 'ended'>, now: Date): LiveCall {
  return {
    guid: row.guid,
    idLine: row.id_line,
    caller: row.caller,
    callee: row.callee,
    idCallScript: row.id_call_script,
    flowName: row.flow_name,
    started: row.started,
    duration: Math.max(0, Math.round((now.getTime() - Date.parse(row.started)) / 1000)),
    state: row.state ?? 'talking',
    participants: row.participants ? (JSON.parse(row.participants) as CallParticipant[]) : [],
  };
}

export function createLiveCalls({ db, publish }: ApiContext, now: () => Date = () => new Date()): LiveCalls {
  const load = (guid: string) =>
    db.prepare(`${SELECT} WHERE c.guid = ? AND c.id_line IS NOT NULL`).get(guid) as LiveRow | undefined;
  const changed = (guid: string) => {
    const row = load(guid);
    if (row && row.ended === null) publish(row.id_tenant, 'CallChanged', liveCallOf(row, now()));
    if (row) callsChanged(db, row.id_tenant, row.id_line);
  };
  const nextSeq = (guid: string) =>
    (db
      .prepare('SELECT COALESCE(MAX(seq), -1) + 1 FROM conversation_event WHERE guid = ?')
      .pluck()
      .get(guid) ?? 0) as number;
  const addEvent = (guid: string, type: number, text: string, data: unknown) => {
    db.prepare(
      'INSERT INTO conversation_event (guid, seq, type, time, text, data) VALUES (?, ?, ?, ?, ?, ?)',
    ).run(guid, nextSeq(guid), type, now().toISOString(), text, data == null ? null : JSON.stringify(data));
    // Issue 34.5: every step of a call reaches the diagnostic websocket too.
    diagnoseEvent(db, guid, type, text);
  };

  return {
    start(call) {
      assertLineTakesCalls(db, call.idLine, now());
      const guid = randomUUID();
      const started = now().toISOString();
      db.prepare(
        `INSERT INTO conversation (guid, id_tenant, id_call_script, id_call_script_version, id_line, channel,
           process_kind, caller, callee, started, ended, duration, result, data, state)
         VALUES (?, ?, ?, (SELECT MAX(id) FROM call_script_version WHERE id_call_script = ?), ?, 1, ?, ?, ?, ?,
           NULL, 0, 1, ?, 'ringing')`,
      ).run(
        guid,
        call.idTenant,
        call.idCallScript,
        call.idCallScript,
        call.idLine,
        call.processKind,
        call.caller,
        call.callee,
        started,
        JSON.stringify(call.data ?? {}),
      );
      addEvent(guid, EventType.START, `Call from ${call.caller} to ${call.callee}`, {
        caller: call.caller,
        callee: call.callee,
      });
      changed(guid);
      return guid;
    },
    event(guid, type, text, data = null) {
      addEvent(guid, type, text, data);
      changed(guid);
    },
    setState(guid, state) {
      // The first answer ends the call's wait in the queue (the wallboard's service level).
      db.prepare(
        `UPDATE conversation SET state = ?, answered = CASE WHEN ? = 'talking' THEN COALESCE(answered, ?)
           ELSE answered END WHERE guid = ? AND ended IS NULL`,
      ).run(state, state, now().toISOString(), guid);
      diagnoseCall(db, guid, 'signalling', `state: ${state}`);
      changed(guid);
    },
    setParticipants(guid, participants) {
      db.prepare('UPDATE conversation SET participants = ? WHERE guid = ? AND ended IS NULL').run(
        JSON.stringify(participants),
        guid,
      );
      changed(guid);
    },
    end(guid, result, text = 'Caller hung up') {
      const row = load(guid);
      if (!row || row.ended !== null) return false;
      const ended = now();
      const duration = Math.max(0, Math.round((ended.getTime() - Date.parse(row.started)) / 1000));
      db.transaction(() => {
        addEvent(guid, EventType.HANGUP, text, null);
        db.prepare(
          'UPDATE conversation SET ended = ?, duration = ?, result = ?, state = NULL WHERE guid = ?',
        ).run(ended.toISOString(), duration, result, guid);
        db.prepare(
          `INSERT INTO dial_log (id_tenant, id_line, id_campaign, id_call_script, guid, start, duration, result,
             caller, callee, process_kind)
           SELECT id_tenant, id_line, id_campaign, id_call_script, guid, started, duration, result, caller, callee,
             process_kind FROM conversation WHERE guid = ?`,
        ).run(guid);
      })();
      diagnoseCall(db, guid, 'timing', `ended after ${duration} s with result ${result}`);
      publish(row.id_tenant, 'CallRemoved', { guid, idLine: row.id_line });
      callsChanged(db, row.id_tenant, row.id_line);
      return true;
    },
    read(guid) {
      const row = load(guid);
      return row && row.ended === null ? liveCallOf(row, now()) : undefined;
    },
  };
}
