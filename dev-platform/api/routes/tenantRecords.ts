import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { principalOf } from '../accessGuard';
import { notFound } from '../apiError';
import { tenantSubtree } from '../principal';
import { idParam } from '../validation';

/** Whether `idTenant` is the tenant context `idContext` or one of the tenants below it. */
export function inTenantScope(db: Db, idContext: number, idTenant: unknown): idTenant is number {
  return Number.isInteger(idTenant) && tenantSubtree(db, idContext).includes(idTenant as number);
}

/**
 * The id of the tenant named by the `:id` route parameter, when the caller's context may see it; a tenant outside
 * the scope answers 404 like a missing one (the API's convention: nothing tells other tenants apart).
 */
export function scopedTenantId(db: Db, request: FastifyRequest, param = idParam(request)): number {
  if (!inTenantScope(db, principalOf(request).idTenant, param)) throw notFound('Tenant not found');
  return param;
}

/** Calendar day YYYY-MM-DD that is a real date (what date inputs send). */
export function isCalendarDay(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}
