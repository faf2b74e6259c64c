import { CAMPAIGN_TOPICS } from './names';
import {
  DAY,
  HOUR,
  insert,
  spread,
  scaled,
  uniqueName,
  type SeedContext,
  type TenantSeed,
} from './seedContext';

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

/** Campaigns with their four wizard steps (basic, prepare, contacts, schedule) filled consistently. */
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
  const contactCount = rng.int(2, 400) * 50;
  const scheduleKind = rng.chance(0.6) ? 1 : 0;
  const id = insert(ctx.db, 'campaign', {
    id_tenant: tenant.id,
    id_folder:
      tenant.campaignFolderIds.length > 0 && rng.chance(0.7) ? rng.pick(tenant.campaignFolderIds) : null,
    id_call_script: flow?.id ?? null,
    id_line: line?.id ?? null,
    name,
    description: `${name} for ${tenant.name}`,
    status,
    schedule_kind: scheduleKind,
    start_date: new Date(start).toISOString(),
    end_date: new Date(end).toISOString(),
    contact_count: contactCount,
    basic: {
      name,
      idCallScript: flow?.id ?? null,
      idLine: line?.id ?? null,
      callerId: line?.phoneNumber ?? null,
      priority: rng.int(1, 5),
    },
    prepare: {
      maxAttempts: rng.int(1, 5),
      retryDelayMinutes: rng.pick([30, 60, 120, 240]),
      concurrentCalls: rng.pick([5, 10, 20, 50]),
    },
    contacts: {
      source: `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.csv`,
      count: contactCount,
      columns: ['phone', 'firstname', 'lastname', 'amount', 'dueDate'],
    },
    schedule: {
      kind: scheduleKind,
      timezone: tenant.timezone,
      startDate: new Date(start).toISOString().slice(0, 10),
      endDate: new Date(end).toISOString().slice(0, 10),
      windows: [1, 2, 3, 4, 5].map((day) => ({
        day,
        from: '09:00',
        to: rng.pick(['17:00', '18:30', '20:00']),
      })),
    },
    id_user_created: rng.pick(tenant.userIds),
    created: new Date(created).toISOString(),
    updated: new Date(Math.min(ctx.now.getTime() - HOUR, created + rng.int(1, 30) * DAY)).toISOString(),
  });
  tenant.campaigns.push({ id, name, idLine: line?.id ?? null, idCallScript: flow?.id ?? null });
}
