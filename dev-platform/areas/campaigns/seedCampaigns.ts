import { WEEKDAYS } from '../../../src/shared/campaignRules';
import { CAMPAIGN_TOPICS } from '../../db/seed/names';
import { Rng } from '../../db/seed/prng';
import { seedContacts, seedHistory, seedImport } from './seedCampaignParts';
import {
  DAY,
  HOUR,
  insert,
  spread,
  scaled,
  uniqueName,
  type SeedContext,
  type TenantSeed,
} from '../../db/seed/seedContext';

// Unit-of-work status (SPEC §3): DEMO 0, CREATED 1, WAITING_FOR_PAYMENT 2, WAITING_FOR_APPROVAL 3, TO_REPAIR 4,
// PLANNED 5, DENIED 6, STOPPED 7, IN_PROGRESS 8, FINISHED 9, EXPIRED 10.
const STATUS_WEIGHTS: [number, number][] = [
  [0, 1],
  [1, 3],
  [2, 1],
  [3, 2],
  [4, 1],
  [5, 3],
  [6, 1],
  [7, 2],
  [8, 5],
  [9, 6],
  [10, 2],
];

/** Campaigns with their parts (basic, prepare, contacts, schedule) filled consistently, and their status history. */
export function seedCampaigns(ctx: SeedContext): void {
  const counts = spread(ctx, scaled(ctx, 40), 1);
  ctx.tenants.forEach((tenant, index) => {
    const names = new Set<string>();
    for (let i = 0; i < counts[index]; i++) seedCampaign(ctx, tenant, names);
  });
}

function seedCampaign(ctx: SeedContext, tenant: TenantSeed, names: Set<string>): void {
  const { rng } = ctx;
  const status = rng.weighted(STATUS_WEIGHTS);
  const name = uniqueName(rng.pick(CAMPAIGN_TOPICS), names);
  const flow = tenant.flows.length > 0 ? rng.pick(tenant.flows) : null;
  const line = tenant.lines.length > 0 ? rng.pick(tenant.lines) : null;
  // Finished/expired/stopped/denied campaigns lie in the past, planned ones ahead, running ones span today.
  const startOffset =
    status === 5
      ? rng.int(2, 30)
      : status === 8
        ? -rng.int(1, 20)
        : status >= 6
          ? -rng.int(30, 200)
          : rng.int(-5, 40);
  const start = ctx.now.getTime() + startOffset * DAY;
  const end = start + rng.int(7, 45) * DAY;
  const created = Math.min(start, ctx.now.getTime()) - rng.int(3, 40) * DAY;
  rng.int(2, 400); // the old contact count: drawn still, so every later seed step stays as it was
  const scheduleKind = rng.chance(0.6) ? 1 : 0;
  const idFolder =
    tenant.campaignFolderIds.length > 0 && rng.chance(0.7) ? rng.pick(tenant.campaignFolderIds) : null;
  rng.int(1, 5); // the old priority
  const prepare = {
    callerIds: line ? [line.phoneNumber] : [],
    lineIds: line ? [line.id] : [],
    maxAttempts: rng.int(1, 5),
    retryDelayMinutes: rng.pick([30, 60, 120, 240]),
    concurrentCalls: rng.pick([5, 10, 20, 50]),
  };
  const closing = [1, 2, 3, 4, 5].map(() => rng.pick(['17:00', '18:30', '20:00']));
  const idUser = rng.pick(tenant.userIds);
  const updated = Math.min(ctx.now.getTime() - HOUR, created + rng.int(1, 30) * DAY);
  // Everything new draws from its own generator, so the steps after this one seed exactly what they did before.
  const extra = new Rng(9_000 + tenant.id * 1_000 + names.size);
  const contacts = extra.int(4, 30);
  const processed = processedOf(extra, status, contacts);
  const id = insert(ctx.db, 'campaign', {
    id_tenant: tenant.id,
    id_folder: idFolder,
    id_call_script: flow?.id ?? null,
    id_line: line?.id ?? null,
    name,
    description: `${name} for ${tenant.name}`,
    status,
    schedule_kind: scheduleKind,
    start_date: day(start),
    end_date: day(end),
    contact_count: contacts,
    processed,
    target_kind: extra.chance(0.8) ? 0 : 1,
    billing_mode: extra.chance(0.5) ? 1 : 2,
    basic: { idLanguage: null, channels: 1 },
    prepare,
    contacts: {},
    schedule: scheduleOf(tenant.timezone, closing),
    id_user_created: idUser,
    created: new Date(created).toISOString(),
    updated: new Date(updated).toISOString(),
  });
  seedContacts(ctx, tenant, extra, id, contacts, created);
  // The processed contacts are the first ones, done (listened to the end): the dialer counts final contacts.
  ctx.db
    .prepare(
      `UPDATE campaign_contact SET state = 3, attempts = 1, last_result = 3
       WHERE id IN (SELECT id FROM campaign_contact WHERE id_campaign = ? ORDER BY id LIMIT ?)`,
    )
    .run(id, processed);
  seedImport(ctx, extra, id, name, contacts, created);
  seedHistory(ctx, id, status, idUser, created, updated);
  tenant.campaigns.push({ id, name, idLine: line?.id ?? null, idCallScript: flow?.id ?? null });
}

const day = (time: number) => new Date(time).toISOString().slice(0, 10);

/** Contacts processed so far: none before the start, some while running or stopped, all once finished. */
function processedOf(rng: Rng, status: number, contacts: number): number {
  if (status === 9) return contacts;
  if (status === 8 || status === 7 || status === 10) return Math.floor((contacts * rng.int(10, 80)) / 100);
  return 0;
}

/** Open Monday to Friday from 09:00, closed at the weekend. */
function scheduleOf(timeZone: string, closing: string[]): Record<string, string> {
  const schedule: Record<string, string> = { timeZone };
  WEEKDAYS.forEach((weekday, index) => {
    schedule[`${weekday}From`] = index < 5 ? '09:00' : '';
    schedule[`${weekday}To`] = index < 5 ? closing[index]! : '';
  });
  return schedule;
}
