import type { DiagnosticEvent, DiagnosticKind } from '../../src/shared/wire/diagnostics';
import type { Db } from '../db/database';

/** A diagnostic event with the tenant it belongs to (the stream is tenant-scoped; the wire never carries it). */
export interface ScopedDiagnostic extends DiagnosticEvent {
  idTenant: number;
}

export interface DiagnosticInput {
  guid: string;
  idTenant: number;
  idLine: number | null;
  /** When the call started (ISO), for `elapsedMs`. */
  started: string;
  kind: DiagnosticKind;
  text: string;
}

type Listener = (event: ScopedDiagnostic) => void;

/** Recent events kept per call and per line, and how many calls and lines are kept: memory stays bounded. */
const RECENT_PER_TARGET = 100;
const MAX_TARGETS = 500;

export interface DiagnosticsBus {
  emit(input: DiagnosticInput): void;
  subscribe(listener: Listener): () => void;
  /** The events kept for `call:{guid}` or `line:{id}`, oldest first. */
  recent(target: string): ScopedDiagnostic[];
}

const buses = new WeakMap<Db, DiagnosticsBus>();

/**
 * The diagnostic events of one platform (one database): the call code emits them, the diagnostic websocket
 * streams them. One per database so emitters and the socket need no wiring through every route module.
 */
export function diagnosticsOf(db: Db, now: () => Date = () => new Date()): DiagnosticsBus {
  const known = buses.get(db);
  if (known) return known;
  const listeners = new Set<Listener>();
  const recent = new Map<string, ScopedDiagnostic[]>();
  let seq = 0;
  const keep = (target: string, event: ScopedDiagnostic) => {
    const events = recent.get(target) ?? [];
    // Re-inserted so the Map's order is least recently written first, which is what is forgotten first.
    recent.delete(target);
    recent.set(target, [...events.slice(-(RECENT_PER_TARGET - 1)), event]);
    if (recent.size > MAX_TARGETS) recent.delete(recent.keys().next().value as string);
  };
  const bus: DiagnosticsBus = {
    emit({ started, ...input }) {
      const at = now();
      const previous = recent.get(`call:${input.guid}`)?.at(-1);
      const event: ScopedDiagnostic = {
        ...input,
        seq: ++seq,
        at: at.toISOString(),
        elapsedMs: Math.max(0, at.getTime() - Date.parse(started)),
        stepMs: previous ? Math.max(0, at.getTime() - Date.parse(previous.at)) : 0,
      };
      keep(`call:${input.guid}`, event);
      if (input.idLine !== null) keep(`line:${input.idLine}`, event);
      for (const listener of listeners) listener(event);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    recent: (target) => [...(recent.get(target) ?? [])],
  };
  buses.set(db, bus);
  return bus;
}
