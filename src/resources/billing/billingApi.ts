import type { ApiRequest } from '../../providers/api/apiRequest';
import type { ListResponse } from '../../shared/wire/common';
import type { BillingAccount, BillingCosts, BillingDaily } from './billingWire';

/** A period of the figures: the chart's instants and the console time zone naming its days. */
export interface BillingPeriodQuery {
  account: string;
  from: string;
  to: string;
  timeZone: string;
}

/** Calls of the billing area beyond its resources' lists, details and forms. */
export interface BillingApi {
  /** Figures per day of a period, with its totals and the period before (costs only with `viewcosts`). */
  getBillingDaily(query: BillingPeriodQuery): Promise<{ data: BillingDaily }>;
  /** Costs by kind per day of a period (needs `Statistics/viewcosts`). */
  getBillingCosts(query: BillingPeriodQuery): Promise<{ data: BillingCosts }>;
  /** Every licensed (tenant, application) account in scope: the app and tenant pickers' choices. */
  getBillingAccounts(): Promise<{ data: Omit<BillingAccount, 'apps'>[] }>;
}

const periodPath = (query: BillingPeriodQuery, part: string) =>
  [
    `/statistics/billing/${encodeURIComponent(query.account)}/${part}`,
    new URLSearchParams({
      from: query.from,
      to: query.to,
      timeZone: query.timeZone,
    }),
  ] as const;

export function createBillingApi(request: ApiRequest): BillingApi {
  return {
    getBillingDaily: async (query) => {
      const [path, search] = periodPath(query, 'daily');
      return { data: await request.json<BillingDaily>('GET', path, { query: search }) };
    },
    getBillingCosts: async (query) => {
      const [path, search] = periodPath(query, 'costs');
      return { data: await request.json<BillingCosts>('GET', path, { query: search }) };
    },
    getBillingAccounts: async () => {
      const query = new URLSearchParams({ pageSize: '500' });
      const answer = await request.json<ListResponse<Omit<BillingAccount, 'apps'>>>(
        'GET',
        '/statistics/billing',
        {
          query,
        },
      );
      return { data: answer.items };
    },
  };
}
