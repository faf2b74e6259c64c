import type { ApiContext } from '../../api/apiContext';
import { createLiveCalls } from '../conversations/conversationLiveCalls';

/** How long a restarting line refuses new calls before it is back (the dev platform's stand-in for a reboot). */
export const RESTART_SECONDS = 5;
const ERROR = 11;

/**
 * Restarts lines (a line's or a module's restart, issue 34.3): they refuse new calls until `RESTART_SECONDS` from
 * now, and their calls in progress are dropped, each with its timeline event and `CallRemoved`. Returns how many.
 */
export function restartLines(context: ApiContext, lineIds: readonly number[], what: string): number {
  if (lineIds.length === 0) return 0;
  const { db } = context;
  const marks = lineIds.map(() => '?').join(', ');
  const until = new Date(Date.now() + RESTART_SECONDS * 1000).toISOString();
  db.prepare(`UPDATE line SET restarting_until = ? WHERE id IN (${marks})`).run(until, ...lineIds);
  const live = createLiveCalls(context);
  const guids = db
    .prepare(`SELECT guid FROM conversation WHERE id_line IN (${marks}) AND ended IS NULL`)
    .pluck()
    .all(...lineIds) as string[];
  return guids.filter((guid) => live.end(guid, ERROR, `Call dropped: ${what} restarted`)).length;
}
