import type { Db } from '../../db/database';
import { ApiError } from '../../api/apiError';

type CallsChanged = (idTenant: number, idLine: number) => void;

// Per database: in-process tests run several platforms side by side.
const listeners = new WeakMap<Db, Set<CallsChanged>>();

/** Calls `listener` after any call of a line started, changed or ended (the wallboard's breach check). */
export function onCallsChanged(db: Db, listener: CallsChanged): () => void {
  const set = listeners.get(db) ?? new Set<CallsChanged>();
  listeners.set(db, set);
  set.add(listener);
  return () => set.delete(listener);
}

export function callsChanged(db: Db, idTenant: number, idLine: number): void {
  for (const listener of listeners.get(db) ?? []) listener(idTenant, idLine);
}

/**
 * A line takes new calls only while enabled and not restarting (issue 34.3): a disabled or restarting line refuses
 * them with 409, like a busy trunk; a restart ends at `restarting_until`, so the line comes back by itself.
 */
export function assertLineTakesCalls(db: Db, idLine: number, now: Date): void {
  const line = db.prepare('SELECT enabled, restarting_until FROM line WHERE id = ?').get(idLine) as
    { enabled: number; restarting_until: string | null } | undefined;
  if (!line) throw new ApiError(404, 'Line not found');
  if (!line.enabled) throw new ApiError(409, 'The line is disabled');
  if (line.restarting_until !== null && Date.parse(line.restarting_until) > now.getTime())
    throw new ApiError(409, 'The line is restarting');
}
