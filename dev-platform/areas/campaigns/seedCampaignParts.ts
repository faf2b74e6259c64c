import { transitionOf, WorkStatus, type WorkStatusKey } from '../../../src/shared/campaignRules';
import { FIRST_NAMES, LAST_NAMES } from '../../db/seed/names';
import type { Rng } from '../../db/seed/prng';
import { HOUR, insert, type SeedContext, type TenantSeed } from '../../db/seed/seedContext';

/** A campaign's contacts: numbers of the tenant's country, names, some with an e-mail address. */
export function seedContacts(
  ctx: SeedContext,
  tenant: TenantSeed,
  rng: Rng,
  idCampaign: number,
  count: number,
  created: number,
): void {
  for (let i = 0; i < count; i++) {
    const firstname = rng.pick(FIRST_NAMES);
    const lastname = rng.pick(LAST_NAMES);
    insert(ctx.db, 'campaign_contact', {
      id_campaign: idCampaign,
      phone: `${tenant.dialPrefix}${rng.digits(4)}`,
      firstname,
      lastname,
      email: rng.chance(0.5) ? `${firstname}.${lastname}@example.com`.toLowerCase() : '',
      created: new Date(created).toISOString(),
    });
  }
}

// How a campaign reached each status; the platform's own steps (payment, review, timer) have no user.
const PATHS: Record<WorkStatusKey, WorkStatusKey[]> = {
  DEMO: ['DEMO'],
  CREATED: ['CREATED'],
  WAITING_FOR_PAYMENT: ['CREATED', 'WAITING_FOR_PAYMENT'],
  WAITING_FOR_APPROVAL: ['CREATED', 'WAITING_FOR_APPROVAL'],
  TO_REPAIR: ['CREATED', 'WAITING_FOR_APPROVAL', 'TO_REPAIR'],
  PLANNED: ['CREATED', 'WAITING_FOR_APPROVAL', 'PLANNED'],
  DENIED: ['CREATED', 'WAITING_FOR_APPROVAL', 'DENIED'],
  STOPPED: ['CREATED', 'WAITING_FOR_APPROVAL', 'PLANNED', 'IN_PROGRESS', 'STOPPED'],
  IN_PROGRESS: ['CREATED', 'WAITING_FOR_APPROVAL', 'PLANNED', 'IN_PROGRESS'],
  FINISHED: ['CREATED', 'WAITING_FOR_APPROVAL', 'PLANNED', 'IN_PROGRESS', 'FINISHED'],
  EXPIRED: ['CREATED', 'WAITING_FOR_APPROVAL', 'PLANNED', 'EXPIRED'],
};

/** The status history leading to the campaign's status, spread between its creation and its last update. */
export function seedHistory(
  ctx: SeedContext,
  idCampaign: number,
  status: number,
  idUser: number,
  created: number,
  updated: number,
): void {
  const key = (Object.keys(WorkStatus) as WorkStatusKey[]).find((name) => WorkStatus[name] === status)!;
  const path = PATHS[key];
  const step = Math.max(HOUR, (updated - created) / path.length);
  path.forEach((to, index) => {
    const from = index === 0 ? null : path[index - 1]!;
    insert(ctx.db, 'campaign_status_change', {
      id_campaign: idCampaign,
      from_status: from === null ? null : WorkStatus[from],
      to_status: WorkStatus[to],
      id_user: from === null || transitionOf(from, to) ? idUser : null,
      created: new Date(Math.min(updated, created + index * step)).toISOString(),
    });
  });
}

/** An earlier contacts import of the campaign: every contact came in, a few rows were refused. */
export function seedImport(
  ctx: SeedContext,
  rng: Rng,
  idCampaign: number,
  name: string,
  contacts: number,
  created: number,
) {
  const errors = Array.from({ length: rng.int(0, 2) }, (_, index) => ({
    line: contacts + index + 2,
    phone: rng.digits(6),
    message: 'phone: Value not match (international format such as +420601234567)',
  }));
  insert(ctx.db, 'campaign_contact_import', {
    id_campaign: idCampaign,
    id_task: null,
    file_name: `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.csv`,
    imported: contacts,
    rejected: errors.length,
    failure: null,
    errors,
    created: new Date(created).toISOString(),
  });
}
