import type { FastifyInstance } from 'fastify';
import type { BillingAccount } from '../../../src/resources/billing/billingWire';
import { BILLING_APPS, LICENCE_KIND } from '../../../src/shared/billingRules';
import { principalOf } from '../../api/accessGuard';
import type { ApiContext } from '../../api/apiContext';
import type { ListSpec } from '../../api/listQuery';
import { listRoute } from '../../api/listRoutes';
import { subtreeScope } from '../../api/principal';
import { accountOf, licensedApps, seesCosts, VIEW_BILLING, VIEW_COSTS } from './billingAccounts';
import { billingCosts, billingDaily, rangeOf } from './billingFigures';

interface AccountRow {
  id_tenant: number;
  tenant_name: string;
  app: string;
  currency: string | null;
  billing_mode: number | null;
  recalculated: string | null;
}

const APP_SQL = `CASE l.kind ${BILLING_APPS.map((app) => `WHEN ${LICENCE_KIND[app]} THEN '${app}'`).join(' ')} END`;

/** Every (tenant, licensed application) pair in scope: the billing list, and the tenant picker's choices. */
const accountList: ListSpec<AccountRow, Omit<BillingAccount, 'apps'>> = {
  from: `tenant t JOIN tenant_limit l ON l.id_tenant = t.id AND l.kind BETWEEN 2 AND 6
    LEFT JOIN tenant_billing b ON b.id_tenant = t.id`,
  select: `t.id AS id_tenant, t.name AS tenant_name, ${APP_SQL} AS app, b.currency, b.billing_mode, b.recalculated`,
  fields: {
    id: { sql: `(${APP_SQL} || '~' || t.id)`, type: 'text' },
    tenantName: { sql: 't.name', type: 'text' },
    idTenant: { sql: 't.id', type: 'number' },
    app: { sql: APP_SQL, type: 'text' },
    currency: { sql: 'b.currency', type: 'text' },
    billingMode: { sql: 'b.billing_mode', type: 'number' },
    recalculated: { sql: 'b.recalculated', type: 'text' },
  },
  search: ['t.name'],
  defaultSort: { field: 'tenantName', order: 'ASC' },
  tiebreaker: 'l.kind',
  toItem: (row) => ({
    id: `${row.app}~${row.id_tenant}`,
    app: row.app as BillingAccount['app'],
    idTenant: row.id_tenant,
    tenantName: row.tenant_name,
    currency: row.currency ?? 'EUR',
    billingMode: (row.billing_mode ?? 1) as BillingAccount['billingMode'],
    recalculated: row.recalculated,
  }),
};

/**
 * Billing of a tenant's application (SPEC §2 billing, §6 Statistics): the accounts in scope, one account, its
 * figures per day with the period before, and its costs by kind. Costs and margin only reach callers with
 * `Statistics/viewcosts`.
 */
export function billingRoutes(app: FastifyInstance, { db }: ApiContext) {
  listRoute(app, db, {
    url: '/api/statistics/billing',
    access: VIEW_BILLING.config.access,
    source: ({ idTenant }) => ({ spec: accountList, scope: subtreeScope(db, idTenant, 't.id') }),
  });

  app.get('/api/statistics/billing/:account', VIEW_BILLING, async (request) => {
    const account = accountOf(db, request);
    return { ...account, apps: licensedApps(db, account.idTenant) };
  });

  app.get('/api/statistics/billing/:account/daily', VIEW_BILLING, async (request) => {
    const account = accountOf(db, request);
    const range = rangeOf(request.query as Record<string, unknown>);
    return billingDaily(db, account, range, seesCosts(principalOf(request)));
  });

  app.get('/api/statistics/billing/:account/costs', VIEW_COSTS, async (request) => {
    const account = accountOf(db, request);
    return billingCosts(db, account, rangeOf(request.query as Record<string, unknown>));
  });
}
