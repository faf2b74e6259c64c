import {
  addMinor,
  changePercent,
  COST_KINDS,
  sumMinor,
  type CostKind,
} from '../../../src/shared/billingRules';
import type {
  BillingAccount,
  BillingDaily,
  BillingFigures,
} from '../../../src/resources/billing/billingWire';
import { parseIsoInstant } from '../../../src/shared/listQuery';
import type { Db } from '../../db/database';
import { daysFrom } from './billingRecalculationJob';
import { badRequest } from '../../api/apiError';
import { dayFormatter } from '../lines/lineStatistics';

const DAY_MS = 86_400_000;
const MAX_RANGE_DAYS = 366;

/** A period of billing days (UTC calendar days, both included). */
export interface DayRange {
  first: string;
  last: string;
}

interface DayRow {
  day: string;
  calls: number;
  seconds: number;
  revenue: number;
  carrier: number;
  speech: number;
  platform: number;
}

/**
 * The billing days of a chart's `from`/`to` instants (`to` exclusive) in its time zone: the calendar days the
 * console picked. Billing days themselves are UTC days.
 */
export function rangeOf(query: Record<string, unknown>): DayRange {
  const from = parseIsoInstant(query.from);
  const to = parseIsoInstant(query.to);
  if (from === null) throw badRequest("Parameter 'from' must be an ISO 8601 date");
  if (to === null) throw badRequest("Parameter 'to' must be an ISO 8601 date");
  if (to <= from) throw badRequest("Parameter 'to' must be after 'from'");
  if (to - from > MAX_RANGE_DAYS * DAY_MS) throw badRequest(`The range is at most ${MAX_RANGE_DAYS} days`);
  const zone = typeof query.timeZone === 'string' && query.timeZone !== '' ? query.timeZone : 'UTC';
  const day = dayFormatter(zone);
  return { first: day(from), last: day(to - 1) };
}

/** The period of the same length just before `range`. */
export function previousRange(range: DayRange): DayRange {
  const length = daysFrom(range.first, range.last).length;
  const first = Date.parse(`${range.first}T00:00:00Z`);
  const day = (t: number) => new Date(t).toISOString().slice(0, 10);
  return { first: day(first - length * DAY_MS), last: day(first - DAY_MS) };
}

/** Usage of an account per day of the range, read from what the recalculation wrote. */
function usageByDay(db: Db, account: BillingAccount, range: DayRange): Map<string, DayRow> {
  const rows = db
    .prepare(
      `SELECT day, SUM(calls) AS calls, SUM(seconds) AS seconds, SUM(revenue) AS revenue,
         SUM(cost_carrier) AS carrier, SUM(cost_speech) AS speech, SUM(cost_platform) AS platform
       FROM billing_usage WHERE id_tenant = ? AND app = ? AND day BETWEEN ? AND ? GROUP BY day`,
    )
    .all(account.idTenant, account.app, range.first, range.last) as DayRow[];
  return new Map(rows.map((row) => [row.day, row]));
}

/**
 * Fees due on each day of the range: a recurring fee on the first day of every month it is valid on, a one-off fee
 * on its first day.
 */
export function feesByDay(db: Db, account: BillingAccount, range: DayRange): Map<string, number> {
  const fees = db
    .prepare(
      `SELECT amount_minor AS amount, recurring, valid_from AS validFrom, valid_to AS validTo FROM fee
       WHERE id_tenant = ? AND app = ? AND valid_from <= ?`,
    )
    .all(account.idTenant, account.app, range.last) as {
    amount: number;
    recurring: number;
    validFrom: string;
    validTo: string | null;
  }[];
  const due = new Map<string, number>();
  for (const day of daysFrom(range.first, range.last)) {
    for (const fee of fees) {
      const charged = fee.recurring
        ? day.endsWith('-01') && fee.validFrom <= day && (fee.validTo === null || day <= fee.validTo)
        : day === fee.validFrom;
      if (charged) due.set(day, addMinor(due.get(day) ?? 0, fee.amount));
    }
  }
  return due;
}

const costsOf = (row: Pick<DayRow, CostKind> | undefined) =>
  row ? sumMinor(COST_KINDS.map((kind) => row[kind])) : 0;

/** The figures of a set of days; costs and margin only when the caller may see them. */
function figures(rows: (DayRow | undefined)[], fees: number, withCosts: boolean): BillingFigures {
  let calls = 0;
  let seconds = 0;
  let usageRevenue = 0;
  let costs = 0;
  for (const row of rows) {
    if (!row) continue;
    calls += row.calls;
    seconds += row.seconds;
    usageRevenue = addMinor(usageRevenue, row.revenue);
    costs = addMinor(costs, costsOf(row));
  }
  const revenue = addMinor(usageRevenue, fees);
  const result: BillingFigures = {
    calls,
    minutes: Math.round(seconds / 6) / 10,
    usageRevenue,
    feeRevenue: fees,
    revenue,
  };
  return withCosts ? { ...result, costs, margin: revenue - costs } : result;
}

const sum = sumMinor;

/** Totals of a range. */
export function rangeFigures(db: Db, account: BillingAccount, range: DayRange, withCosts: boolean) {
  const usage = usageByDay(db, account, range);
  return figures([...usage.values()], sum(feesByDay(db, account, range).values()), withCosts);
}

/**
 * The overview: figures per day, totals, and the period before with the change of like against like (calls, call
 * charges, fees: a month with a fee against one without is no percentage, so each has its own change).
 */
export function billingDaily(
  db: Db,
  account: BillingAccount,
  range: DayRange,
  withCosts: boolean,
): BillingDaily {
  const usage = usageByDay(db, account, range);
  const fees = feesByDay(db, account, range);
  const items = daysFrom(range.first, range.last).map((date) => ({
    date,
    ...figures([usage.get(date)], fees.get(date) ?? 0, withCosts),
  }));
  const totals = figures([...usage.values()], sum(fees.values()), withCosts);
  const before = previousRange(range);
  const previous = rangeFigures(db, account, before, withCosts);
  return {
    currency: account.currency,
    items,
    totals,
    previous,
    previousPeriod: before,
    changes: {
      calls: changePercent(previous.calls, totals.calls),
      usageRevenue: changePercent(previous.usageRevenue, totals.usageRevenue),
      feeRevenue: changePercent(previous.feeRevenue, totals.feeRevenue),
    },
  };
}

/** Costs by kind per day of a range. */
export function billingCosts(db: Db, account: BillingAccount, range: DayRange) {
  const usage = usageByDay(db, account, range);
  const items = daysFrom(range.first, range.last).map((date) => {
    const row = usage.get(date);
    return { date, carrier: row?.carrier ?? 0, speech: row?.speech ?? 0, platform: row?.platform ?? 0 };
  });
  const total = (kind: CostKind) => sum(items.map((item) => item[kind]));
  const totals = { carrier: total('carrier'), speech: total('speech'), platform: total('platform') };
  return { currency: account.currency, items, totals: { ...totals, costs: sum(Object.values(totals)) } };
}
