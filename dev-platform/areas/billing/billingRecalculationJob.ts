import { addMinor, BILLING_MODE, COST_RATES, exactMinor } from '../../../src/shared/billingRules';
import type { RecalculationSummary } from '../../../src/resources/billing/billingWire';
import type { Db } from '../../db/database';
import type { Job } from '../../jobs/jobRunner';
import { counted } from '../../../src/shared/counted';

const DAY_MS = 86_400_000;

/**
 * The application a line's activity belongs to: the line's own `app`, else by its dial module (live-translate
 * modules' lines are live translate's, every other line the voicebot's). SQL over `line l` and `dial_module dm`.
 */
export const LINE_APP_SQL = `COALESCE(l.app, CASE WHEN dm.endpoint_type = 'LiveTranslate' THEN 'live-translate'
  ELSE 'voicebot' END)`;

/** Every UTC day from `first` to `last`, both included (YYYY-MM-DD). */
export function daysFrom(first: string, last: string): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${first}T00:00:00Z`); t <= Date.parse(`${last}T00:00:00Z`); t += DAY_MS)
    days.push(new Date(t).toISOString().slice(0, 10));
  return days;
}

/** `numerator / 60` rounded half up, as `divideHalfUp` does (non-negative integers). */
const halfUpByMinute = (numerator: string) => `((2 * (${numerator}) + 60) / 120)`;

/** What a call costs the platform by kind (`callCosts` of the billing rules), per call row `c`. */
const COST_SQL = Object.entries(COST_RATES).map(
  ([kind, rate]) =>
    `SUM(CASE WHEN c.duration > 0 THEN ${rate.perCall} + ${halfUpByMinute(`c.duration * ${rate.perMinute}`)}
      ELSE 0 END) AS cost_${kind}`,
);

/**
 * The usage rows of a tenant's days, one set-based statement (the rules of `src/shared/billingRules.ts` in SQL):
 * every call charged on its own by the price period of its tariff in force that day (billing lines with a tariff of
 * the tenant only; a tariff's periods never overlap, the tariff API refuses it; started minutes for `minute`
 * rounding, exact seconds otherwise, half up to minor units), costs by kind for every call. Rows come per day in
 * the order of their first call (by id), as a day-by-day pass over the calls in start order writes them.
 */
const USAGE_SQL = `
  WITH calls AS (
    SELECT substr(d.start, 1, 10) AS day, ${LINE_APP_SQL} AS app, d.id_line, d.duration, d.id, t.billing_mode,
      p.price_per_minute, p.price_per_call,
      CASE WHEN p.id IS NULL OR d.duration <= 0 THEN 0 WHEN p.rounding = 'minute' THEN (d.duration + 59) / 60 * 60
        ELSE d.duration END AS billed
    FROM dial_log d JOIN line l ON l.id = d.id_line JOIN dial_module dm ON dm.id = l.id_dial_module
    LEFT JOIN tariff t ON t.id = l.id_tariff AND l.billing AND t.id_tenant = :tenant
    LEFT JOIN tariff_period p ON p.id_tariff = t.id AND p.valid_from <= substr(d.start, 1, 10)
      AND (p.valid_to IS NULL OR substr(d.start, 1, 10) <= p.valid_to)
    WHERE d.id_tenant = :tenant AND d.start >= :from AND d.start < :until)
  SELECT :tenant AS id_tenant, c.app, c.id_line, c.day, COUNT(*) AS calls, SUM(c.duration) AS seconds,
    SUM(c.billed) AS billed_seconds,
    SUM(CASE WHEN c.price_per_call IS NULL OR c.duration <= 0 THEN 0
      WHEN c.billing_mode = ${BILLING_MODE.PER_CALL} THEN c.price_per_call
      ELSE c.price_per_call + ${halfUpByMinute('c.billed * c.price_per_minute')} END) AS revenue,
    ${COST_SQL.join(',\n    ')}
  FROM calls c GROUP BY c.day, c.app, c.id_line ORDER BY c.day, MIN(c.id)`;

/**
 * Recomputes the UTC days `first` to `last` of a tenant's usage from its dial logs and the tariff periods in force
 * each day, replacing those days' rows in one transaction (one statement for the whole range: the seed
 * recalculates a hundred days of a million calls); answers what it wrote.
 */
export function recalculateRange(
  db: Db,
  idTenant: number,
  first: string,
  last: string,
): RecalculationSummary {
  const until = new Date(Date.parse(`${last}T00:00:00Z`) + DAY_MS).toISOString();
  const range = { tenant: idTenant, first, last };
  return db.transaction(() => {
    db.prepare('DELETE FROM billing_usage WHERE id_tenant = :tenant AND day BETWEEN :first AND :last').run(
      range,
    );
    db.prepare(
      `INSERT INTO billing_usage (id_tenant, app, id_line, day, calls, seconds, billed_seconds, revenue,
         cost_carrier, cost_speech, cost_platform) ${USAGE_SQL}`,
    ).run({ tenant: idTenant, from: `${first}T00:00:00.000Z`, until });
    const written = db
      .prepare(
        `SELECT COALESCE(SUM(calls), 0) AS calls, COALESCE(SUM(revenue), 0) AS revenue,
           COALESCE(SUM(cost_carrier + cost_speech + cost_platform), 0) AS costs
         FROM billing_usage WHERE id_tenant = :tenant AND day BETWEEN :first AND :last`,
      )
      .get(range) as Omit<RecalculationSummary, 'days'>;
    return {
      days: daysFrom(first, last).length,
      calls: written.calls,
      revenue: exactMinor(written.revenue),
      costs: exactMinor(written.costs),
    };
  })();
}

/** Recomputes one UTC day of a tenant's usage (see `recalculateRange`). */
export function recalculateDay(db: Db, idTenant: number, day: string): RecalculationSummary {
  return recalculateRange(db, idTenant, day, day);
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
        // Exact, or the task fails with the 422's message rather than describing a rounded total.
        total.revenue = addMinor(total.revenue, summary.revenue);
        total.costs = addMinor(total.costs, summary.costs);
        control.progress(
          ((index + 1) / days.length) * 100,
          `${day}: ${index + 1} of ${counted(days.length, 'day')}`,
        );
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
