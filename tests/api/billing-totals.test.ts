import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { licensedApps } from '../../dev-platform/areas/billing/billingAccounts';
import type { Platform } from '../../dev-platform/platform';
import type { BillingCosts, BillingDaily } from '../../src/resources/billing/billingWire';
import { BILLING_MODE, MAX_FEE_MINOR, MAX_PRICE_MINOR } from '../../src/shared/billingRules';
import type { BackgroundTask } from '../../src/shared/wire/home';
import { recalculateRange } from '../../dev-platform/areas/billing/billingRecalculationJob';
import { startTestPlatform } from '../support/testPlatform';
import { sessionFor, tenantIdOf, type Session } from './session';

let platform: Platform;
let operator: Session;
let admin: Session;
let acme: number;
const DAY_MS = 86_400_000;
const day = (back: number) => new Date(Date.now() - back * DAY_MS).toISOString().slice(0, 10);
const first = day(95);
const last = day(0);

beforeAll(async () => {
  platform = await startTestPlatform();
  operator = await sessionFor(platform, 'operator');
  admin = await sessionFor(platform, 'admin');
  acme = tenantIdOf(platform, 'Acme Telecom');
});
afterAll(async () => platform?.close());

/** The period [first, last] as the console sends it (UTC days). */
const period = (from = first, to = last) =>
  `from=${from}T00:00:00.000Z&to=${new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS).toISOString()}&timeZone=UTC`;

const daily = async (from = first, to = last, app = 'voicebot') =>
  (await operator.call(`/api/statistics/billing/${app}~${acme}/daily?${period(from, to)}`))
    .body as BillingDaily;

// Written independently of the platform's code: every charged call priced by the tariff period in force on its UTC
// day, rounded half up per call in integer SQL arithmetic.
const CALLS = `FROM dial_log d JOIN line l ON l.id = d.id_line JOIN dial_module dm ON dm.id = l.id_dial_module
  LEFT JOIN tariff t ON t.id = l.id_tariff
  LEFT JOIN tariff_period p ON p.id_tariff = t.id AND p.valid_from <= substr(d.start, 1, 10)
    AND (p.valid_to IS NULL OR substr(d.start, 1, 10) <= p.valid_to)
  WHERE d.id_tenant = ? AND substr(d.start, 1, 10) BETWEEN ? AND ?
    AND COALESCE(l.app, CASE dm.endpoint_type WHEN 'LiveTranslate' THEN 'live-translate' ELSE 'voicebot' END) = ?`;
const REVENUE = `CASE WHEN d.duration <= 0 OR l.billing = 0 OR p.id IS NULL THEN 0
  WHEN t.billing_mode = 2 THEN p.price_per_call
  ELSE p.price_per_call + ((CASE p.rounding WHEN 'minute' THEN ((d.duration + 59) / 60) * 60 ELSE d.duration END)
    * p.price_per_minute * 2 + 60) / 120 END`;
const COSTS = `CASE WHEN d.duration <= 0 THEN 0 ELSE (d.duration * 2 + 60) / 120 + (d.duration * 4 + 60) / 120 + 1 END`;

function independentSums(from = first, to = last, app = 'voicebot') {
  return platform.db
    .prepare(
      `SELECT COUNT(*) AS calls, COALESCE(SUM(d.duration), 0) AS seconds, COALESCE(SUM(${REVENUE}), 0) AS revenue,
         COALESCE(SUM(${COSTS}), 0) AS costs ${CALLS}`,
    )
    .get(acme, from, to, app) as { calls: number; seconds: number; revenue: number; costs: number };
}

/** Fees due in the period: recurring ones on each first of a month they are valid on, one-off ones on their day. */
function independentFees(from = first, to = last, app = 'voicebot'): number {
  const firsts: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += DAY_MS) {
    const date = new Date(t).toISOString().slice(0, 10);
    if (date.endsWith('-01')) firsts.push(date);
  }
  const recurring = firsts.reduce(
    (sum, date) =>
      sum +
      (platform.db
        .prepare(
          `SELECT COALESCE(SUM(amount_minor), 0) FROM fee WHERE id_tenant = ? AND app = ? AND recurring = 1
           AND valid_from <= ? AND (valid_to IS NULL OR ? <= valid_to)`,
        )
        .pluck()
        .get(acme, app, date, date) as number),
    0,
  );
  const oneOff = platform.db
    .prepare(
      `SELECT COALESCE(SUM(amount_minor), 0) FROM fee WHERE id_tenant = ? AND app = ? AND recurring = 0
       AND valid_from BETWEEN ? AND ?`,
    )
    .pluck()
    .get(acme, app, from, to) as number;
  return recurring + oneOff;
}

async function finished(task: BackgroundTask): Promise<BackgroundTask> {
  let current = task;
  await expect
    .poll(
      async () => {
        current = (await operator.call(`/api/home/tasks/${task.id}`)).body as BackgroundTask;
        return current.status;
      },
      { timeout: 20_000 },
    )
    .toBe(2);
  return current;
}

describe('billing totals', () => {
  it('equal an independent SQL sum over the seeded dial logs and tariffs', async () => {
    const sums = independentSums();
    expect(sums.calls).toBeGreaterThan(50);
    expect(sums.revenue).toBeGreaterThan(0);
    const { totals } = await daily();
    expect(totals.calls).toBe(sums.calls);
    expect(totals.minutes).toBe(Math.round(sums.seconds / 6) / 10);
    expect(totals.usageRevenue).toBe(sums.revenue);
    expect(totals.costs).toBe(sums.costs);
    expect(totals.feeRevenue).toBe(independentFees());
    expect(totals.revenue).toBe(sums.revenue + totals.feeRevenue);
    expect(totals.margin).toBe(totals.revenue - sums.costs);
    for (const value of [totals.revenue, totals.costs, totals.margin])
      expect(Number.isInteger(value)).toBe(true);
  });

  it('give every licensed application of the tenant its own usage, equal to the independent sum', async () => {
    // The tenant's licences are seeded: every licensed application besides the voicebot, at least two of them.
    const apps = licensedApps(platform.db, acme).filter((app) => app !== 'voicebot');
    expect(apps.length).toBeGreaterThanOrEqual(2);
    for (const app of apps) {
      const sums = independentSums(first, last, app);
      expect(sums.calls, app).toBeGreaterThan(10);
      const { totals } = await daily(first, last, app);
      expect(totals.calls, app).toBe(sums.calls);
      expect(totals.usageRevenue, app).toBe(sums.revenue);
      expect(totals.costs, app).toBe(sums.costs);
      expect(totals.feeRevenue, app).toBe(independentFees(first, last, app));
    }
  });

  it('add up per day, compare with the period before and split costs by kind', async () => {
    const answer = await daily(day(29), last);
    expect(answer.items).toHaveLength(30);
    expect(answer.items.reduce((sum, item) => sum + item.revenue, 0)).toBe(answer.totals.revenue);
    const before = await daily(day(59), day(30));
    expect(answer.previous).toEqual({
      calls: before.totals.calls,
      minutes: before.totals.minutes,
      usageRevenue: before.totals.usageRevenue,
      feeRevenue: before.totals.feeRevenue,
      revenue: before.totals.revenue,
      costs: before.totals.costs,
      margin: before.totals.margin,
    });
    // Like against like: calls with calls, call charges with call charges, fees with fees (none before: no figure).
    expect(answer.previousPeriod).toEqual({ first: day(59), last: day(30) });
    const change = (before: number, after: number) =>
      before === 0 ? null : Math.round(((after - before) / before) * 1000) / 10;
    expect(answer.changes).toEqual({
      calls: change(before.totals.calls, answer.totals.calls),
      usageRevenue: change(before.totals.usageRevenue, answer.totals.usageRevenue),
      feeRevenue: change(before.totals.feeRevenue, answer.totals.feeRevenue),
    });
    const costs = (
      await operator.call(`/api/statistics/billing/voicebot~${acme}/costs?${period(day(29), last)}`)
    ).body as BillingCosts;
    expect(costs.totals.costs).toBe(answer.totals.costs);
    expect(costs.totals.carrier + costs.totals.speech + costs.totals.platform).toBe(costs.totals.costs);
  });

  it('change after a new tariff price and a recalculation, which a second one may not run beside', async () => {
    const before = await daily();
    // A new, dearer price for every per-time tariff from 20 days ago: end the current period, open a new one.
    const periods = platform.db
      .prepare(
        `SELECT p.id, p.id_tariff FROM tariff_period p JOIN tariff t ON t.id = p.id_tariff
         WHERE t.id_tenant = ? AND t.billing_mode = 1 AND p.valid_to IS NULL`,
      )
      .all(acme) as { id: number; id_tariff: number }[];
    for (const period of periods) {
      const end = await operator.call(`/api/statistics/billing-tariffs/${period.id}`, {
        method: 'PUT',
        body: { validTo: day(21) },
      });
      expect(end.status).toBe(200);
      const created = await operator.call(`/api/statistics/billing/voicebot~${acme}/tariffs`, {
        method: 'POST',
        body: {
          idTariff: period.id_tariff,
          pricePerMinute: 50,
          pricePerCall: 0,
          rounding: 'second',
          validFrom: day(20),
        },
      });
      expect(created.status).toBe(201);
    }
    expect((await daily()).totals).toEqual(before.totals); // nothing changes before a recalculation

    const path = `/api/statistics/billing/voicebot~${acme}/recalculation`;
    const [started, refused] = await Promise.all([
      operator.call(path, { method: 'POST', body: { first, last } }),
      operator.call(path, { method: 'POST', body: { first, last } }),
    ]);
    expect([started.status, refused.status].sort()).toEqual([202, 409]);
    const accepted = (started.status === 202 ? started : refused).body as BackgroundTask;
    expect((started.status === 409 ? started : refused).body).toEqual({
      status: 409,
      error: 'A recalculation of Acme Telecom is already running',
    });
    const done = await finished(accepted);
    const after = await daily();
    expect(after.totals.usageRevenue).toBe(independentSums().revenue);
    expect(after.totals.usageRevenue).toBeGreaterThan(before.totals.usageRevenue);
    // The summary covers every application of the tenant: all its calls on lines.
    const allCalls = platform.db
      .prepare(
        'SELECT COUNT(*) FROM dial_log d JOIN line l ON l.id = d.id_line WHERE d.id_tenant = ? AND substr(d.start, 1, 10) BETWEEN ? AND ?',
      )
      .pluck()
      .get(acme, first, last) as number;
    expect(done.description).toMatch(
      new RegExp(`^${first} – ${last}: 96 days, ${allCalls} calls, revenue \\d+\\.\\d\\d USD, costs`),
    );
    // Once it is done, another may start.
    const again = await operator.call(path, { method: 'POST', body: { first: last, last } });
    expect(again.status).toBe(202);
    await finished(again.body as BackgroundTask);
  });
});

describe('money stays exact (issue 31.6)', () => {
  const account = () => `voicebot~${acme}`;
  const addFee = (amount: number, validFrom: string) =>
    operator.call(`/api/statistics/billing/${account()}/fees`, {
      method: 'POST',
      body: { name: `Largest fee ${amount}`, amount, recurring: false, validFrom },
    });

  it('takes the largest allowed amounts, refuses one unit more, and totals them to the unit', async () => {
    expect((await addFee(MAX_FEE_MINOR + 1, '2002-01-01')).body).toMatchObject({
      status: 400,
      errors: { amount: 'At most 100000000.00' },
    });
    const tariff = platform.db
      .prepare('SELECT t.id FROM tariff t WHERE t.id_tenant = ? ORDER BY t.id LIMIT 1')
      .pluck()
      .get(acme) as number;
    const price = (pricePerMinute: number, pricePerCall = 0) =>
      operator.call(`/api/statistics/billing/${account()}/tariffs`, {
        method: 'POST',
        body: {
          idTariff: tariff,
          pricePerMinute,
          pricePerCall,
          rounding: 'second',
          validFrom: '2100-01-01',
        },
      });
    expect((await price(MAX_PRICE_MINOR + 1)).body).toMatchObject({
      errors: { pricePerMinute: 'At most 10000.00' },
    });
    expect((await price(MAX_PRICE_MINOR, MAX_PRICE_MINOR + 1)).body).toMatchObject({
      errors: { pricePerCall: 'At most 10000.00' },
    });
    expect((await price(MAX_PRICE_MINOR, MAX_PRICE_MINOR)).status).not.toBe(400);

    const days = ['2002-01-01', '2002-01-02', '2002-01-03'];
    const amounts = [MAX_FEE_MINOR, MAX_FEE_MINOR - 1, 1];
    for (const [index, validFrom] of days.entries())
      expect((await addFee(amounts[index]!, validFrom)).status).toBe(201);
    // Largest usage a day could hold as well: revenue rows written straight into the usage table.
    const line = platform.db
      .prepare('SELECT id FROM line WHERE id_tenant = ? LIMIT 1')
      .pluck()
      .get(acme) as number;
    const usage = [2 ** 50 + 1, 2 ** 50 - 3, 7];
    for (const [index, revenue] of usage.entries())
      platform.db
        .prepare(
          `INSERT INTO billing_usage (id_tenant, app, id_line, day, calls, seconds, billed_seconds, revenue,
             cost_carrier, cost_speech, cost_platform) VALUES (?, 'voicebot', ?, ?, 1, 60, 60, ?, 0, 0, 0)`,
        )
        .run(acme, line, days[index], revenue);
    const totals = (await daily(days[0], days[2])).totals;
    const exact = (values: number[]) => values.reduce((sum, value) => sum + BigInt(value), 0n);
    expect(BigInt(totals.feeRevenue)).toBe(exact(amounts));
    expect(BigInt(totals.usageRevenue)).toBe(exact(usage));
    expect(BigInt(totals.revenue)).toBe(exact([...amounts, ...usage]));
  });

  it('answers 422 instead of a rounded total beyond Number.MAX_SAFE_INTEGER minor units', async () => {
    const line = platform.db
      .prepare('SELECT id FROM line WHERE id_tenant = ? LIMIT 1')
      .pluck()
      .get(acme) as number;
    for (const day of ['2003-01-01', '2003-01-02'])
      platform.db
        .prepare(
          `INSERT INTO billing_usage (id_tenant, app, id_line, day, calls, seconds, billed_seconds, revenue,
             cost_carrier, cost_speech, cost_platform) VALUES (?, 'voicebot', ?, ?, 1, 60, 60, ?, 0, 0, 0)`,
        )
        .run(acme, line, day, 2 ** 52);
    const response = await operator.call(
      `/api/statistics/billing/${account()}/daily?${period('2003-01-01', '2003-01-02')}`,
    );
    expect(response.body).toEqual({ status: 422, error: 'The total exceeds the largest exact amount' });
  });

  it("totals a line's month to the unit with the largest usage, and answers 422 beyond exact amounts", async () => {
    const line = platform.db
      .prepare('SELECT id FROM line WHERE id_tenant = ? ORDER BY id DESC LIMIT 1')
      .pluck()
      .get(acme) as number;
    // Days after this month's start (the lines tab sums the month so far): far ahead, so no seeded row clashes.
    const insert = (day: string, revenue: number, cost: number) =>
      platform.db
        .prepare(
          `INSERT INTO billing_usage (id_tenant, app, id_line, day, calls, seconds, billed_seconds, revenue,
             cost_carrier, cost_speech, cost_platform) VALUES (?, 'voicebot', ?, ?, 1, 60, 60, ?, ?, ?, ?)`,
        )
        .run(acme, line, day, revenue, cost, cost + 1, cost + 2);
    for (const [index, revenue] of [2 ** 51 + 1, 2 ** 51 - 3, 7].entries())
      insert(`9998-01-0${index + 1}`, revenue, 2 ** 49 + index);
    const month = `${new Date().toISOString().slice(0, 7)}-01`;
    const exact = (column: string) =>
      (
        platform.db
          .prepare(`SELECT ${column} FROM billing_usage WHERE id_line = ? AND day >= ?`)
          .pluck()
          .all(line, month) as number[]
      ).reduce((sum, value) => sum + BigInt(value), 0n);
    const read = async () => await admin.call(`/api/statistics/billing-lines/${line}`);
    const item = (await read()).body as Record<string, number>;
    expect(BigInt(item.revenue!)).toBe(exact('revenue'));
    expect(BigInt(item.costCarrier!)).toBe(exact('cost_carrier'));
    expect(BigInt(item.costs!)).toBe(exact('cost_carrier + cost_speech + cost_platform'));
    // One more day takes the revenue past Number.MAX_SAFE_INTEGER: refused, never rounded.
    insert('9998-01-04', 2 ** 52, 0);
    expect((await read()).body).toEqual({ status: 422, error: 'The total exceeds the largest exact amount' });
  });

  it('refuses a recalculation whose summary would pass exact amounts, and keeps the usage it had', () => {
    // A call charged by the minute, made long enough for a revenue beyond 2^53 minor units.
    const call = platform.db
      .prepare(
        `SELECT d.id, substr(d.start, 1, 10) AS day, p.price_per_minute AS price FROM dial_log d
         JOIN line l ON l.id = d.id_line AND l.billing JOIN tariff t ON t.id = l.id_tariff AND t.billing_mode <> ?
         JOIN tariff_period p ON p.id_tariff = t.id AND p.price_per_minute > 0
           AND p.valid_from <= substr(d.start, 1, 10) AND (p.valid_to IS NULL OR substr(d.start, 1, 10) <= p.valid_to)
         WHERE d.id_tenant = ? AND t.id_tenant = d.id_tenant AND d.duration > 0 LIMIT 1`,
      )
      .get(BILLING_MODE.PER_CALL, acme) as { id: number; day: string; price: number };
    const usage = () =>
      platform.db.prepare('SELECT * FROM billing_usage WHERE id_tenant = ? AND day = ?').all(acme, call.day);
    const before = usage();
    // Twice the seconds whose revenue is 2^53 minor units: SQL still computes it exactly in 64 bits.
    const seconds = BigInt(Math.ceil((2 ** 53 * 60) / call.price)) * 2n;
    platform.db.prepare('UPDATE dial_log SET duration = ? WHERE id = ?').run(seconds, call.id);
    expect(() => recalculateRange(platform.db, acme, call.day, call.day)).toThrow(
      'The total exceeds the largest exact amount',
    );
    expect(usage()).toEqual(before);
  });
});
