import type { BillingApi, BillingPeriodQuery } from './billingApi';
import type { BillingAccount } from './billingWire';

/** The accounts the fake billing answers: a voicebot and a chatbot licence of one tenant. */
export const FAKE_BILLING_ACCOUNTS: Omit<BillingAccount, 'apps'>[] = [
  {
    id: 'voicebot~1',
    app: 'voicebot',
    idTenant: 1,
    tenantName: 'Tenant 1',
    currency: 'EUR',
    billingMode: 1,
    recalculated: null,
  },
  {
    id: 'chatbot~1',
    app: 'chatbot',
    idTenant: 1,
    tenantName: 'Tenant 1',
    currency: 'EUR',
    billingMode: 1,
    recalculated: null,
  },
];

const DAY_MS = 86_400_000;

/** The days of a period as the platform names them (UTC days of the instants; `to` exclusive). */
function days({ from, to }: BillingPeriodQuery): string[] {
  const result: string[] = [];
  for (let t = Date.parse(from); t < Date.parse(to); t += DAY_MS)
    result.push(new Date(t).toISOString().slice(0, 10));
  return result;
}

/** Fake twin of `createBillingApi`: a call a day of 60 s at one minor unit per second, fixed costs. */
export function createFakeBillingApi(): BillingApi {
  return {
    getBillingDaily: async (query) => {
      // The month's first day carries a fee of 12.50 the period before did not have.
      const items = days(query).map((date, index) => ({
        date,
        calls: 1,
        minutes: 1,
        usageRevenue: 60,
        feeRevenue: index === 0 ? 1250 : 0,
        revenue: index === 0 ? 1310 : 60,
        costs: 4,
        margin: index === 0 ? 1306 : 56,
      }));
      const n = items.length;
      const usage = { calls: n, minutes: n, usageRevenue: 60 * n, costs: 4 * n };
      const totals = { ...usage, feeRevenue: 1250, revenue: 60 * n + 1250, margin: 56 * n + 1250 };
      const previous = { ...usage, feeRevenue: 0, revenue: 60 * n, margin: 56 * n };
      const start = Date.parse(query.from);
      const day = (t: number) => new Date(t).toISOString().slice(0, 10);
      return {
        data: {
          currency: 'EUR',
          items,
          totals,
          previous,
          previousPeriod: { first: day(start - n * DAY_MS), last: day(start - DAY_MS) },
          changes: { calls: 0, usageRevenue: 0, feeRevenue: null },
        },
      };
    },
    getBillingCosts: async (query) => {
      const items = days(query).map((date) => ({ date, carrier: 1, speech: 2, platform: 1 }));
      const n = items.length;
      return {
        data: { currency: 'EUR', items, totals: { carrier: n, speech: 2 * n, platform: n, costs: 4 * n } },
      };
    },
    getBillingAccounts: async () => ({ data: structuredClone(FAKE_BILLING_ACCOUNTS) }),
  };
}
