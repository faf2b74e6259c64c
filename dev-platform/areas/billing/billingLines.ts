import type { FastifyInstance } from 'fastify';
import type { BillingLine } from '../../../src/resources/billing/billingWire';
import { exactMinor, sumMinor } from '../../../src/shared/billingRules';
import type { ApiContext } from '../../api/apiContext';
import { principalOf } from '../../api/accessGuard';
import { notFound } from '../../api/apiError';
import { runList, type ListSpec } from '../../api/listQuery';
import { listRoute } from '../../api/listRoutes';
import { subtreeScope, type Principal } from '../../api/principal';
import { idParam } from '../../api/validation';
import { LINE_APP_SQL } from './billingRecalculationJob';
import { accountSql, seesCosts, VIEW_BILLING } from './billingAccounts';

interface LineRow {
  id: number;
  account: string;
  name: string;
  phone_number: string;
  id_tariff: number | null;
  tariff_name: string | null;
  billing: number;
  currency: string | null;
  calls: number | null;
  seconds: number | null;
  revenue: number | null;
  carrier: number | null;
  speech: number | null;
  platform: number | null;
}

/** The first day of the current UTC month: the lines tab shows this month's usage. */
const monthStart = (now = new Date()) => `${now.toISOString().slice(0, 7)}-01`;

function lineList(withCosts: boolean): ListSpec<LineRow, BillingLine> {
  // A generated 'YYYY-MM-01', never user input: inlined so the list's own parameters keep their order.
  const usage = `SELECT id_line, SUM(calls) AS calls, SUM(seconds) AS seconds, SUM(revenue) AS revenue,
      SUM(cost_carrier) AS carrier, SUM(cost_speech) AS speech, SUM(cost_platform) AS platform
    FROM billing_usage WHERE day >= '${monthStart()}' GROUP BY id_line`;
  const account = accountSql(LINE_APP_SQL, 'l.id_tenant');
  return {
    from: `line l JOIN dial_module dm ON dm.id = l.id_dial_module LEFT JOIN tariff t ON t.id = l.id_tariff
      LEFT JOIN tenant_billing b ON b.id_tenant = l.id_tenant LEFT JOIN (${usage}) u ON u.id_line = l.id`,
    select: `l.id, ${account} AS account, l.name, l.phone_number, l.id_tariff, t.name AS tariff_name, l.billing,
      b.currency, u.calls, u.seconds, u.revenue, u.carrier, u.speech, u.platform`,
    fields: {
      id: { sql: 'l.id', type: 'number' },
      idLine: { sql: 'l.name', type: 'text', filterable: false },
      currency: { sql: 'b.currency', type: 'text' },
      account: { sql: account, type: 'text' },
      lineName: { sql: 'l.name', type: 'text' },
      phoneNumber: { sql: 'l.phone_number', type: 'text' },
      tariffName: { sql: 't.name', type: 'text' },
      billing: { sql: 'l.billing', type: 'boolean' },
      calls: { sql: 'COALESCE(u.calls, 0)', type: 'number' },
      minutes: { sql: 'COALESCE(u.seconds, 0)', type: 'number' },
      revenue: { sql: 'COALESCE(u.revenue, 0)', type: 'number' },
      ...(withCosts && {
        costCarrier: { sql: 'COALESCE(u.carrier, 0)', type: 'number' as const },
        costSpeech: { sql: 'COALESCE(u.speech, 0)', type: 'number' as const },
        costPlatform: { sql: 'COALESCE(u.platform, 0)', type: 'number' as const },
        costs: { sql: 'COALESCE(u.carrier + u.speech + u.platform, 0)', type: 'number' as const },
      }),
    },
    search: ['l.name', 'l.phone_number', 't.name'],
    defaultSort: { field: 'revenue', order: 'DESC' },
    tiebreaker: 'l.id',
    toItem: (row) => {
      const line: BillingLine = {
        id: row.id,
        account: row.account,
        idLine: row.id,
        lineName: row.name,
        phoneNumber: row.phone_number,
        idTariff: row.id_tariff,
        tariffName: row.tariff_name,
        billing: row.billing === 1,
        currency: row.currency ?? 'EUR',
        calls: row.calls ?? 0,
        minutes: Math.round((row.seconds ?? 0) / 6) / 10,
        // The month's SQL sums, exact or a 422 (never a rounded figure).
        revenue: exactMinor(row.revenue ?? 0),
      };
      if (!withCosts) return line;
      const [carrier, speech, platform] = [row.carrier, row.speech, row.platform].map((sum) =>
        exactMinor(sum ?? 0),
      ) as [number, number, number];
      return {
        ...line,
        costCarrier: carrier,
        costSpeech: speech,
        costPlatform: platform,
        costs: sumMinor([carrier, speech, platform]),
      };
    },
  };
}

/** The billable lines of the accounts in scope (filter `account`), with their tariff and this month's usage. */
export function billingLineRoutes(app: FastifyInstance, { db }: ApiContext) {
  const source = (principal: Principal) => ({
    spec: lineList(seesCosts(principal)),
    scope: subtreeScope(db, principal.idTenant, 'l.id_tenant'),
  });
  listRoute(app, db, { url: '/api/statistics/billing-lines', access: VIEW_BILLING.config.access, source });

  app.get('/api/statistics/billing-lines/:id', VIEW_BILLING, async (request) => {
    const { spec, scope } = source(principalOf(request));
    const filter = JSON.stringify({ id: idParam(request) });
    const [line] = runList(db, spec, { filter, pageSize: 1 }, scope).items;
    if (!line) throw notFound('Line not found');
    return line;
  });
}
