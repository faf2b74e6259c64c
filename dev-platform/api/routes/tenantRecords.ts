import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { principalOf } from '../accessGuard';
import { forbidden, notFound } from '../apiError';
import { tenantSubtree } from '../principal';
import { idParam } from '../validation';

/** Whether `idTenant` is the tenant context `idContext` or one of the tenants below it. */
export function inTenantScope(db: Db, idContext: number, idTenant: unknown): idTenant is number {
  return Number.isInteger(idTenant) && tenantSubtree(db, idContext).includes(idTenant as number);
}

/** The answer for a record of a tenant outside the caller's tenant context: 403 with the SPEC §8 body. */
export const outsideContext = () => forbidden('Tenant outside the tenant context');

/**
 * Checks a tenant named by a request against the caller's tenant context `idContext`: 404 `Tenant not found` when no
 * such tenant exists, 403 when it exists outside the context and its descendants.
 */
export function assertTenantInScope(
  db: Db,
  idContext: number,
  idTenant: unknown,
): asserts idTenant is number {
  if (inTenantScope(db, idContext, idTenant)) return;
  const exists = Number.isInteger(idTenant) && db.prepare('SELECT 1 FROM tenant WHERE id = ?').get(idTenant);
  throw exists ? outsideContext() : notFound('Tenant not found');
}

/** The id of the tenant named by the `:id` route parameter, when the caller's context may see it (else 403/404). */
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
