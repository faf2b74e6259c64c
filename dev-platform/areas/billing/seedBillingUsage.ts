import type { BillingApp } from '../../../src/shared/billingRules';
import { licensedApps } from './billingAccounts';
import { recalculateRange } from './billingRecalculationJob';
import { DAY, type SeedContext } from '../../db/seed/seedContext';

/** Days before `now` where every tariff's price changes, so recent months cross a tariff boundary. */
const BOUNDARY_DAYS = 40;
/** The days the seed recalculates: every seeded dial log (90 days back) and then some. */
const RECALCULATED_DAYS = 100;

interface TariffRow {
  id: number;
  price_per_minute: number;
  price_per_call: number;
  billing_mode: number;
  valid_from: string;
  created: string;
}

const dayOf = (ctx: SeedContext, back: number) =>
  new Date(ctx.now.getTime() - back * DAY).toISOString().slice(0, 10);

/**
 * Two price periods per tariff: the tariff's own price (converted to minor units) until the boundary, one minor unit
 * more per priced part from then on, open-ended. Premium tariffs count started minutes, the rest exact seconds.
 */
export function seedTariffPeriods(ctx: SeedContext): void {
  const boundary = dayOf(ctx, BOUNDARY_DAYS);
  const before = dayOf(ctx, BOUNDARY_DAYS + 1);
  const tariffs = ctx.db
    .prepare('SELECT id, price_per_minute, price_per_call, billing_mode, valid_from, created FROM tariff')
    .all() as TariffRow[];
  const insert = ctx.db.prepare(
    `INSERT INTO tariff_period (id_tariff, price_per_minute, price_per_call, rounding, valid_from, valid_to, created)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const tariff of tariffs) {
    const perMinute = Math.round(tariff.price_per_minute * 100);
    const perCall = Math.round(tariff.price_per_call * 100);
    const rounding = perMinute > 0 && perCall > 0 ? 'minute' : 'second';
    insert.run(tariff.id, perMinute, perCall, rounding, tariff.valid_from, before, tariff.created);
    const raise = (price: number) => (price > 0 ? price + 1 : 0);
    insert.run(
      tariff.id,
      raise(perMinute),
      raise(perCall),
      rounding,
      boundary,
      null,
      `${boundary}T08:00:00.000Z`,
    );
  }
}

/**
 * Gives every licensed application of a tenant lines of its own, so each has activity to bill: the tenant's lines
 * outside live-translate modules, in id order, take turns between the voicebot and the applications that have no
 * line yet (chat bot, e-mail bot, agent assist, and live translate without a live-translate module).
 */
export function seedLineApps(ctx: SeedContext): void {
  const setApp = ctx.db.prepare('UPDATE line SET app = ? WHERE id = ?');
  for (const tenant of ctx.tenants) {
    const lines = ctx.db
      .prepare(
        `SELECT l.id, dm.endpoint_type AS endpoint FROM line l JOIN dial_module dm ON dm.id = l.id_dial_module
         WHERE l.id_tenant = ? ORDER BY l.id`,
      )
      .all(tenant.id) as { id: number; endpoint: string }[];
    const hasLiveTranslate = lines.some((line) => line.endpoint === 'LiveTranslate');
    const missing = licensedApps(ctx.db, tenant.id).filter(
      (app) => app !== 'voicebot' && !(app === 'live-translate' && hasLiveTranslate),
    );
    const turns: (BillingApp | null)[] = [null, ...missing];
    lines
      .filter((line) => line.endpoint !== 'LiveTranslate')
      .forEach((line, index) => {
        const app = turns[index % turns.length];
        if (app) setApp.run(app, line.id);
      });
  }
}

/** Every tenant's usage recalculated from the seeded dial logs, as the recalculation job would. */
export function seedBillingUsage(ctx: SeedContext): void {
  seedLineApps(ctx);
  const first = dayOf(ctx, RECALCULATED_DAYS);
  const last = dayOf(ctx, 0);
  for (const tenant of ctx.tenants) recalculateRange(ctx.db, tenant.id, first, last);
}
