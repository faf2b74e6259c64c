import { DAY, MINUTE, ago, insert, type SeedContext, type TenantSeed } from '../../db/seed/seedContext';

const RISK_LEVELS = ['Low', 'Medium', 'High'] as const;
const ONGOING_PER_TENANT = 3;

/**
 * What the telephony screens need in every tenant, whatever the random draw gave: lines without monitoring, billing
 * or tariff, fraud at each risk level, restarts, queue settings and a few conversations still in progress. Runs
 * after every other step so the rest of the seed stays as it was.
 */
export function seedLineStates(ctx: SeedContext): void {
  for (const tenant of ctx.tenants) {
    markSuspiciousLines(ctx, tenant);
    seedRestartsAndQueues(ctx, tenant);
    seedOngoingConversations(ctx, tenant);
  }
}

/** Counting from the last line: one without monitoring, one without billing, one without tariff; fraud from the first. */
function markSuspiciousLines(ctx: SeedContext, tenant: TenantSeed): void {
  const ids = tenant.lines.map((line) => line.id);
  const nth = (fromEnd: number) => ids[Math.max(0, ids.length - 1 - fromEnd)];
  const { db } = ctx;
  db.prepare("UPDATE line SET monitoring = 0, monitoring_settings = '{}' WHERE id = ?").run(nth(0));
  db.prepare('UPDATE line SET billing = 0 WHERE id = ?').run(nth(1));
  db.prepare('UPDATE line SET id_tariff = NULL WHERE id = ?').run(nth(2));
  // Small tenants get one fraud line; the others one per risk level, so the lines-with-fraud icons all show.
  const levels = ids.length >= 6 ? RISK_LEVELS : RISK_LEVELS.slice(-1);
  const fraud = db.prepare('UPDATE line SET fraud = 1, risk_level = ? WHERE id = ?');
  levels.forEach((level, index) => fraud.run(level, ids[index]));
}

function seedRestartsAndQueues(ctx: SeedContext, tenant: TenantSeed): void {
  const restartModule = ctx.db.prepare('UPDATE dial_module SET last_restart = ? WHERE id = ?');
  for (const module of tenant.modules) {
    if (ctx.rng.chance(0.6)) restartModule.run(ago(ctx, 30 * DAY, 10 * MINUTE), module.id);
  }
  const restartLine = ctx.db.prepare('UPDATE line SET last_restart = ? WHERE id = ?');
  const queue = ctx.db.prepare('UPDATE line SET queue_settings = ? WHERE id = ? AND queue_size > 0');
  for (const line of tenant.lines) {
    if (ctx.rng.chance(0.3)) restartLine.run(ago(ctx, 30 * DAY, 10 * MINUTE), line.id);
    const settings = {
      maxWaitSeconds: ctx.rng.pick([30, 60, 120, 300]),
      announcePosition: ctx.rng.chance(0.5),
    };
    queue.run(JSON.stringify(settings), line.id);
  }
}

/** Inbound calls started minutes ago on the first enabled lines (two on the first one), still without an end. */
function seedOngoingConversations(ctx: SeedContext, tenant: TenantSeed): void {
  const enabled = ctx.db
    .prepare('SELECT id FROM line WHERE id_tenant = ? AND enabled = 1 ORDER BY id LIMIT 2')
    .pluck()
    .all(tenant.id) as number[];
  const candidates = tenant.lines.filter((line) => enabled.includes(line.id));
  if (candidates.length === 0) return;
  for (let i = 0; i < ONGOING_PER_TENANT; i++) {
    const line = candidates[i === 0 ? 0 : (i - 1) % candidates.length];
    const guid = ctx.rng.guid();
    const started = ago(ctx, 20 * MINUTE, MINUTE / 2);
    const caller = tenant.dialPrefix + ctx.rng.digits(Math.max(3, 11 - (tenant.dialPrefix.length - 1)));
    insert(ctx.db, 'conversation', {
      guid,
      id_tenant: tenant.id,
      id_call_script: line.idCallScript,
      id_call_script_version: line.idCallScript === null ? null : tenant.latestVersion.get(line.idCallScript),
      id_line: line.id,
      channel: 1,
      process_kind: 0, // ROUTING: an inbound call
      language: tenant.languageCode,
      caller,
      callee: line.phoneNumber,
      started,
      ended: null,
      duration: 0,
      result: 1, // PICKED so far
      data: {},
    });
    insert(ctx.db, 'conversation_event', { guid, seq: 0, type: 0, time: started, text: 'Call started' });
    insert(ctx.db, 'conversation_event', { guid, seq: 1, type: 1, time: started, text: 'Call picked up' });
  }
}
