import {
  callCharge,
  callCosts,
  billedSeconds,
  periodOn,
  type BillingModeValue,
  type Rounding,
  type TariffPeriod,
} from '../../src/shared/billingRules';
import type { RecalculationSummary } from '../../src/resources/billing/billingWire';
import type { Db } from '../db/database';
import type { Job } from './jobRunner';

const DAY_MS = 86_400_000;

/**
 * The application a line's activity belongs to: the line's own `app`, else by its dial module (live-translate
 * modules' lines are live translate's, every other line the voicebot's). SQL over `line l` and `dial_module dm`.
 */
export const LINE_APP_SQL = `COALESCE(l.app, CASE WHEN dm.endpoint_type = 'LiveTranslate' THEN 'live-translate'
  ELSE 'voicebot' END)`;

interface CallRow {
  id_line: number;
  app: string;
  start: string;
  duration: number;
  id_tariff: number | null;
  billing: number;
  billing_mode: BillingModeValue | null;
}

interface PeriodRow {
  id_tariff: number;
  price_per_minute: number;
  price_per_call: number;
  rounding: Rounding;
  valid_from: string;
  valid_to: string | null;
}

interface UsageRow {
  calls: number;
  seconds: number;
  billedSeconds: number;
  revenue: number;
  carrier: number;
  speech: number;
  platform: number;
}

/** Every UTC day from `first` to `last`, both included (YYYY-MM-DD). */
export function daysFrom(first: string, last: string): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${first}T00:00:00Z`); t <= Date.parse(`${last}T00:00:00Z`); t += DAY_MS)
    days.push(new Date(t).toISOString().slice(0, 10));
  return days;
}

/** The price periods of the tenant's tariffs, by tariff. */
function periodsOf(db: Db, idTenant: number): Map<number, (TariffPeriod & { idTariff: number })[]> {
  const rows = db
    .prepare(
      `SELECT p.id_tariff, p.price_per_minute, p.price_per_call, p.rounding, p.valid_from, p.valid_to, t.billing_mode
       FROM tariff_period p JOIN tariff t ON t.id = p.id_tariff WHERE t.id_tenant = ?`,
    )
    .all(idTenant) as (PeriodRow & { billing_mode: BillingModeValue })[];
  const byTariff = new Map<number, (TariffPeriod & { idTariff: number })[]>();
  for (const row of rows) {
    const list = byTariff.get(row.id_tariff) ?? [];
    list.push({
      idTariff: row.id_tariff,
      billingMode: row.billing_mode,
      pricePerMinute: row.price_per_minute,
      pricePerCall: row.price_per_call,
      rounding: row.rounding,
      validFrom: row.valid_from,
      validTo: row.valid_to,
    });
    byTariff.set(row.id_tariff, list);
  }
  return byTariff;
}

/**
 * Recomputes one UTC day of a tenant's usage from its dial logs and the tariff periods in force that day: every
 * call charged on its own (billing lines with a tariff only), costs by kind for every call. Replaces the day's rows
 * in one transaction; answers what it wrote.
 */
export function recalculateDay(db: Db, idTenant: number, day: string): RecalculationSummary {
  const periods = periodsOf(db, idTenant);
  const next = new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString();
  const calls = db
    .prepare(
      `SELECT d.id_line, ${LINE_APP_SQL} AS app, d.start, d.duration, l.id_tariff, l.billing, t.billing_mode
       FROM dial_log d JOIN line l ON l.id = d.id_line JOIN dial_module dm ON dm.id = l.id_dial_module
       LEFT JOIN tariff t ON t.id = l.id_tariff
       WHERE d.id_tenant = ? AND d.start >= ? AND d.start < ?`,
    )
    .all(idTenant, `${day}T00:00:00.000Z`, next) as CallRow[];
  const usage = new Map<string, UsageRow & { app: string; idLine: number }>();
  for (const call of calls) {
    const key = `${call.app}|${call.id_line}`;
    const row = usage.get(key) ?? {
      app: call.app,
      idLine: call.id_line,
      calls: 0,
      seconds: 0,
      billedSeconds: 0,
      revenue: 0,
      carrier: 0,
      speech: 0,
      platform: 0,
    };
    const price =
      call.billing && call.id_tariff !== null ? periodOn(periods.get(call.id_tariff) ?? [], day) : undefined;
    row.calls += 1;
    row.seconds += call.duration;
    if (price) {
      row.billedSeconds += billedSeconds(call.duration, price.rounding);
      row.revenue += callCharge(price, call.duration);
    }
    const costs = callCosts(call.duration);
    row.carrier += costs.carrier;
    row.speech += costs.speech;
    row.platform += costs.platform;
    usage.set(key, row);
  }
  const insert = db.prepare(
    `INSERT INTO billing_usage (id_tenant, app, id_line, day, calls, seconds, billed_seconds, revenue, cost_carrier,
       cost_speech, cost_platform) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  db.transaction(() => {
    db.prepare('DELETE FROM billing_usage WHERE id_tenant = ? AND day = ?').run(idTenant, day);
    for (const row of usage.values())
      insert.run(
        idTenant,
        row.app,
        row.idLine,
        day,
        row.calls,
        row.seconds,
        row.billedSeconds,
        row.revenue,
        row.carrier,
        row.speech,
        row.platform,
      );
  })();
  const rows = [...usage.values()];
  return {
    days: 1,
    calls: rows.reduce((sum, row) => sum + row.calls, 0),
    revenue: rows.reduce((sum, row) => sum + row.revenue, 0),
    costs: rows.reduce((sum, row) => sum + row.carrier + row.speech + row.platform, 0),
  };
}

/** Recomputes every day of a range at once (the seed; tests). */
export function recalculateRange(
  db: Db,
  idTenant: number,
  first: string,
  last: string,
): RecalculationSummary {
  const total: RecalculationSummary = { days: 0, calls: 0, revenue: 0, costs: 0 };
  for (const day of daysFrom(first, last)) {
    const summary = recalculateDay(db, idTenant, day);
    total.days += 1;
    total.calls += summary.calls;
    total.revenue += summary.revenue;
    total.costs += summary.costs;
  }
  return total;
}

/**
 * The recalculation as a background job: one day at a time, yielding between days so requests keep being served,
 * with progress after each day; stops between days when canceled. `describe` words the finished task's summary.
 */
export function billingRecalculationJob(options: {
  db: Db;
  idTenant: number;
  first: string;
  last: string;
  describe(summary: RecalculationSummary): string;
  onSettled(): void;
}): Job {
  return async (control) => {
    try {
      const days = daysFrom(options.first, options.last);
      const total: RecalculationSummary = { days: 0, calls: 0, revenue: 0, costs: 0 };
      for (const [index, day] of days.entries()) {
        if (control.canceled) break;
        await new Promise((resolve) => setImmediate(resolve));
        const summary = recalculateDay(options.db, options.idTenant, day);
        total.days += 1;
        total.calls += summary.calls;
        total.revenue += summary.revenue;
        total.costs += summary.costs;
        control.progress(((index + 1) / days.length) * 100, `${day}: ${index + 1} of ${days.length} days`);
      }
      options.db
        .prepare('UPDATE tenant_billing SET recalculated = ? WHERE id_tenant = ?')
        .run(new Date().toISOString(), options.idTenant);
      return { resultUrl: null, description: options.describe(total) };
    } finally {
      options.onSettled();
    }
  };
}
