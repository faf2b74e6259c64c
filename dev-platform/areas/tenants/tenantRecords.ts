import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { principalOf } from '../../api/accessGuard';
import { notFound } from '../../api/apiError';
import { tenantSubtree } from '../../api/principal';
import { idParam } from '../../api/validation';

/** Whether `idTenant` is the tenant context `idContext` or one of the tenants below it. */
export function inTenantScope(db: Db, idContext: number, idTenant: unknown): idTenant is number {
  return Number.isInteger(idTenant) && tenantSubtree(db, idContext).includes(idTenant as number);
}

/**
 * Checks a tenant named by a request against the caller's tenant context `idContext`: 404 `Tenant not found` when no
 * such tenant exists or it is outside the context and its descendants; another tenant's record does not exist for
 * the caller (issue 31.8), so the answer cannot tell the two apart.
 */
export function assertTenantInScope(
  db: Db,
  idContext: number,
  idTenant: unknown,
): asserts idTenant is number {
  if (!inTenantScope(db, idContext, idTenant)) throw notFound('Tenant not found');
}

/** The id of the tenant named by the `:id` route parameter, when the caller's context may see it (else 404). */
export function scopedTenantId(db: Db, request: FastifyRequest, param = idParam(request)): number {
  assertTenantInScope(db, principalOf(request).idTenant, param);
  return param;
}

/** Calendar day YYYY-MM-DD that is a real date (what date inputs send). */
export function isCalendarDay(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}
