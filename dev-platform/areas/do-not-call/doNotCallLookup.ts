import type { Db } from '../../db/database';
import { inList } from '../../api/validation';

/**
 * The E.164 numbers on the tenant's lists `listIds` that block calls at `at` (no expiry, or an expiry day not before
 * `at`'s UTC day). Ids of other tenants' lists contribute nothing. The dialer and the contact import ask this.
 */
export function blockedNumbers(db: Db, tenantId: number, listIds: number[], at: Date): Set<string> {
  return new Set(blockingLists(db, tenantId, listIds, at).keys());
}

/** Like `blockedNumbers`, with the name of a list each number is on (to tell a person why). */
export function blockingLists(db: Db, tenantId: number, listIds: number[], at: Date): Map<string, string> {
  if (listIds.length === 0) return new Map();
  const ids = inList(listIds);
  const rows = db
    .prepare(
      `SELECT n.phone, MIN(l.name) AS name FROM do_not_call_number n JOIN do_not_call_list l ON l.id = n.id_list
       WHERE l.id_tenant = ? AND l.id IN ${ids.sql} AND (n.expires IS NULL OR n.expires >= ?) GROUP BY n.phone`,
    )
    .all(tenantId, ...ids.params, at.toISOString().slice(0, 10)) as { phone: string; name: string }[];
  return new Map(rows.map((row) => [row.phone, row.name]));
}

/** The ids of all the tenant's lists (the contact import checks against every list; see docs/do-not-call.md). */
export const tenantListIds = (db: Db, tenantId: number): number[] =>
  db.prepare('SELECT id FROM do_not_call_list WHERE id_tenant = ?').pluck().all(tenantId) as number[];

/** The names of the tenant's lists among `listIds`, in the order given (another tenant's ids name nothing). */
export function listNames(db: Db, tenantId: number, listIds: number[]): Map<number, string> {
  if (listIds.length === 0) return new Map();
  const ids = inList(listIds);
  const rows = db
    .prepare(`SELECT id, name FROM do_not_call_list WHERE id_tenant = ? AND id IN ${ids.sql}`)
    .all(tenantId, ...ids.params) as { id: number; name: string }[];
  return new Map(rows.map((row) => [row.id, row.name]));
}
