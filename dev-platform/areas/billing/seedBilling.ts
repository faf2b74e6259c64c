import { seedTariffPeriods } from './seedBillingUsage';
import { DAY, ago, cycleName, insert, spread, scaled, type SeedContext } from '../../db/seed/seedContext';

const FEES: [string, number, boolean][] = [
  // name, monthly amount, recurring
  ['Platform licence', 1200, true],
  ['Premium support', 450, true],
  ['Number rental', 35, true],
  ['Onboarding and setup', 2500, false],
  ['Speech analytics add-on', 300, true],
  ['Dedicated SIP trunk', 180, true],
];

const MONTHS = 6;

/** Billing settings, fees and monthly expenses per line (last six months, current month included). */
export function seedBilling(ctx: SeedContext): void {
  seedTariffPeriods(ctx);
  const feeCounts = spread(ctx, scaled(ctx, 24), 1);
  ctx.tenants.forEach((tenant, index) => {
    const billingMode = ctx.rng.chance(0.7) ? 1 : 2; // PER_TIME 1, PER_CALL 2
    const currency = tenant.dialPrefix.startsWith('+1') ? 'USD' : 'EUR';
    insert(ctx.db, 'tenant_billing', {
      id_tenant: tenant.id,
      billing_mode: billingMode,
      currency,
      invoice_email: `billing@${tenant.domain}`,
      recalculated: ago(ctx, 20 * DAY),
    });
    for (let i = 0; i < feeCounts[index]; i++) {
      const [, amount, recurring] = FEES[i % FEES.length];
      const validFrom = ago(ctx, 700 * DAY, 30 * DAY).slice(0, 10);
      insert(ctx.db, 'fee', {
        id_tenant: tenant.id,
        name: cycleName(
          FEES.map(([name]) => name),
          i,
        ),
        amount,
        amount_minor: amount * 100,
        currency,
        recurring,
        valid_from: validFrom,
        valid_to: recurring ? null : validFrom,
        created: `${validFrom}T09:00:00.000Z`,
      });
    }
    for (let back = 0; back < MONTHS; back++) {
      const month = monthKey(ctx.now, back);
      for (const line of tenant.lines) {
        const calls = ctx.rng.int(0, 900);
        const seconds = calls * ctx.rng.int(20, 160);
        const amount = billingMode === 1 ? (seconds / 60) * 0.035 : calls * 0.12;
        insert(ctx.db, 'expense', {
          id_tenant: tenant.id,
          month,
          id_line: line.id,
          billing_mode: billingMode,
          call_count: calls,
          duration_seconds: seconds,
          amount: Math.round(amount * 100) / 100,
          currency,
        });
      }
    }
  });
}

/** 'YYYY-MM' of the month `back` months before `now` (UTC). */
export function monthKey(now: Date, back: number): string {
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
  return date.toISOString().slice(0, 7);
}
