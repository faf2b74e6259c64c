import { contactRowProblem } from '../../../src/shared/campaignRules';
import type { Db } from '../../db/database';
import { blockingLists, tenantListIds } from '../do-not-call/doNotCallLookup';

/**
 * The checks of one contacts import beyond a row's own fields: a number twice in the file, a number the campaign
 * already has, and a number on a do-not-call list. The lists are all the tenant's lists, as they stand when the
 * import runs (docs/do-not-call.md): the import cannot know which lists the campaign will use when it dials.
 */
export function contactRowChecks(db: Db, idCampaign: number, idTenant: number, at = new Date()) {
  const existing = new Set(
    db
      .prepare('SELECT phone FROM campaign_contact WHERE id_campaign = ?')
      .pluck()
      .all(idCampaign) as string[],
  );
  const listed = blockingLists(db, idTenant, tenantListIds(db, idTenant), at);
  const seen = new Map<string, number>();
  return (row: Readonly<Record<string, string>>, line: number): string | null => {
    const own = contactRowProblem(row);
    if (own) return own;
    const phone = row.phone.trim();
    const first = seen.get(phone);
    if (first !== undefined) return `phone: Duplicate of line ${first}`;
    seen.set(phone, line);
    if (existing.has(phone)) return 'phone: Already a contact of this campaign';
    const list = listed.get(phone);
    return list === undefined ? null : `phone: On the do-not-call list "${list}"`;
  };
}
