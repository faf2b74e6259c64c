import type { FastifyRequest } from 'fastify';
import { BILLING_APPS, LICENCE_KIND, type BillingApp } from '../../../src/shared/billingRules';
import { canAccess } from '../../../src/shared/permissions';
import type { BillingAccount } from '../../../src/resources/billing/billingWire';
import type { Db } from '../../db/database';
import { principalOf } from '../../api/accessGuard';
import { badRequest, notFound } from '../../api/apiError';
import { tenantSubtree, type Principal } from '../../api/principal';

/** Billing reads: `Statistics/viewbilling` (SPEC §6). */
export const VIEW_BILLING = { config: { access: { area: 'Statistics', action: 'viewbilling' } } } as const;
/** Billing changes (fees, tariff periods, recalculation). */
export const EDIT_BILLING = { config: { access: { area: 'Statistics', action: 'editbilling' } } } as const;
/** Costs by kind: `Statistics/viewcosts`. */
export const VIEW_COSTS = { config: { access: { area: 'Statistics', action: 'viewcosts' } } } as const;

/** Whether the caller may see costs and margin; without it they are left out of every billing answer. */
export const seesCosts = (principal: Principal) =>
  canAccess(principal.permissions, 'Statistics', 'viewcosts');

/** The account id of an application's billing for a tenant. */
export const accountId = (app: string, idTenant: number) => `${app}~${idTenant}`;

/** Account ids as SQL, for list filters: `{table}.app || '~' || {table}.id_tenant`. */
export const accountSql = (app: string, tenant: string) => `(${app} || '~' || ${tenant})`;

interface TenantBillingRow {
  id: number;
  name: string;
  billing_mode: number | null;
  currency: string | null;
  recalculated: string | null;
}

/** The applications a tenant holds a licence for, in the order of BILLING_APPS. */
export function licensedApps(db: Db, idTenant: number): BillingApp[] {
  const kinds = new Set(
    db.prepare('SELECT kind FROM tenant_limit WHERE id_tenant = ?').pluck().all(idTenant) as number[],
  );
  return BILLING_APPS.filter((app) => kinds.has(LICENCE_KIND[app]));
}

/**
 * The account `{app}~{idTenant}` of the request's `:account`: 400 when malformed, 404 when the tenant is outside the
 * caller's tenant context and its descendants (tenant scope) or not licensed for the application.
 */
export function findAccount(db: Db, principal: Principal, account: string): BillingAccount {
  const match = /^([a-z-]+)~(\d{1,9})$/.exec(account);
  if (!match) throw badRequest(`'${account}' is not a billing account ({app}~{idTenant})`);
  const app = match[1] as BillingApp;
  const idTenant = Number(match[2]);
  if (!BILLING_APPS.includes(app)) throw notFound(`Unknown application '${app}'`);
  if (!tenantSubtree(db, principal.idTenant).includes(idTenant)) throw notFound('Tenant not found');
  const row = db
    .prepare(
      `SELECT t.id, t.name, b.billing_mode, b.currency, b.recalculated FROM tenant t
       LEFT JOIN tenant_billing b ON b.id_tenant = t.id WHERE t.id = ?`,
    )
    .get(idTenant) as TenantBillingRow | undefined;
  if (!row) throw notFound('Tenant not found');
  const apps = licensedApps(db, idTenant);
  if (!apps.includes(app)) throw notFound(`${row.name} has no licence for ${app}`);
  return {
    id: accountId(app, idTenant),
    app,
    idTenant,
    tenantName: row.name,
    currency: row.currency ?? 'EUR',
    billingMode: (row.billing_mode ?? 1) as BillingAccount['billingMode'],
    apps,
    recalculated: row.recalculated,
  };
}

/** The account named by the request's `:account` parameter. */
export function accountOf(db: Db, request: FastifyRequest): BillingAccount {
  const { account } = request.params as { account: string };
  return findAccount(db, principalOf(request), account);
}
