import type { Db } from '../../db/database';
import { lineScope } from '../lines/lineRecords';
import { DEFAULT_SERVICE_LEVEL, targetOf } from '../../../src/shared/operations/serviceLevel';
import {
  LONG_WINDOW_MS,
  wallboardOf,
  type Wallboard,
  type WallboardCall,
} from '../../../src/shared/operations/wallboardFigures';

interface LineRow {
  id: number;
  name: string;
  queue_settings: string;
  since: string | null;
}

// Calls stored before answer times were kept (the seed) count as answered at their start unless never picked.
const ANSWERED = `COALESCE(c.answered, CASE
  WHEN c.ended IS NULL AND COALESCE(c.state, 'talking') = 'talking' THEN c.started
  WHEN c.ended IS NOT NULL AND c.result <> -1 THEN c.started END)`;
const CALLS = `SELECT c.id_line AS idLine, l.name AS lineName, c.id_campaign AS idCampaign,
  cp.name AS campaignName, c.started, ${ANSWERED} AS answered, c.ended
  FROM conversation c JOIN line l ON l.id = c.id_line LEFT JOIN campaign cp ON cp.id = c.id_campaign`;

/** The calls the figures of `where` need: those in progress and those that started within the last hour. */
export function wallboardCalls(db: Db, where: string, params: unknown[], now: number): WallboardCall[] {
  // Ended calls in the hour: an hour-long call ending now started an hour ago, at most twice the window back.
  const since = new Date(now - 2 * LONG_WINDOW_MS).toISOString();
  return db
    .prepare(
      `${CALLS} WHERE c.ended IS NULL AND ${where}
       UNION ALL ${CALLS} WHERE c.ended IS NOT NULL AND c.started >= ? AND ${where}`,
    )
    .all(...params, since, ...params) as WallboardCall[];
}

/** A line's service-level target, stored with its queue settings. */
export function lineTarget(queueSettings: string) {
  return targetOf(JSON.parse(queueSettings) as Record<string, unknown>);
}

/** The wallboard of the lines in the caller's tenant context and below (`GET /administration/operations`). */
export function loadWallboard(db: Db, idTenant: number, now: number): Wallboard {
  const scope = lineScope(db, idTenant);
  const lines = db
    .prepare(
      `SELECT l.id, l.name, l.queue_settings, b.since FROM line l
       LEFT JOIN service_level_breach b ON b.id_line = l.id AND b.ended IS NULL
       WHERE ${scope.where} ORDER BY l.name, l.id`,
    )
    .all(...scope.params) as LineRow[];
  const calls = wallboardCalls(db, scope.where, scope.params, now);
  return wallboardOf(
    calls,
    lines.map((line) => ({
      id: line.id,
      name: line.name,
      target: lineTarget(line.queue_settings),
      breachSince: line.since,
    })),
    DEFAULT_SERVICE_LEVEL,
    now,
  );
}
