import type { FastifyInstance, FastifyRequest } from 'fastify';
import { auditChanges, isRecord } from '../../../src/shared/auditChanges';
import { AuditAction } from '../../api/auditTrail';
import type { ApiContext } from '../../api/apiContext';
import { recordChangeOf } from '../../api/liveEvents';
import { readAsCaller } from '../../api/readAsCaller';

declare module 'fastify' {
  interface FastifyRequest {
    /** The changed record as it was before the write (its own GET), when it has one. */
    auditBefore?: unknown;
  }
}

/** The route pattern up to the changed record's id ('/api/administration/lines/:id/restart' → '…/lines/:id'). */
function recordPattern(routeUrl: string): string | null {
  const segments = routeUrl.split('/');
  const param = segments.findIndex((segment) => segment.startsWith(':'));
  return param < 0 ? null : segments.slice(0, param + 1).join('/');
}

/** The record's own address read as the caller: what the caller may see is what the entry may record. */
async function readBefore(app: FastifyInstance, request: FastifyRequest, url: string): Promise<unknown> {
  const answer = await readAsCaller(app, request, url);
  return answer.statusCode === 200 ? answer.json() : undefined;
}

function actionOf(method: string, type: string, routeUrl: string): number {
  if (type === 'created') return AuditAction.CREATE;
  if (type === 'deleted') return AuditAction.DELETE;
  const pattern = recordPattern(routeUrl);
  // A write to the record itself is an update; a named operation on it (restart, enable, roles) is its own kind.
  return (method === 'PUT' || method === 'PATCH') && pattern === routeUrl
    ? AuditAction.UPDATE
    : AuditAction.OTHER;
}

/**
 * Records every successful write of the core API in the audit log (SPEC §3), generically: who, when, from where, the
 * permission area as entity, the record and the fields it changed with their values before and after (read through
 * the record's own GET, as the caller). Routes that record their own entry (`recordAudit`) are not recorded twice.
 */
export function registerAuditTrail(app: FastifyInstance, { db }: Pick<ApiContext, 'db'>): void {
  const insert = db.prepare(
    `INSERT INTO audit_entry (id_tenant, id_user, action, entity, entity_id, time, detail, ip_address, changes)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const changeOf = (request: FastifyRequest) =>
    request.principal
      ? recordChangeOf(
          request.method,
          request.routeOptions.url ?? '',
          request.params as Record<string, string>,
        )
      : null;

  app.addHook('preHandler', async (request) => {
    const change = changeOf(request);
    const pattern = recordPattern(request.routeOptions.url ?? '');
    if (!change || change.id === null || !pattern || !app.hasRoute({ method: 'GET', url: pattern })) return;
    request.auditBefore = await readBefore(
      app,
      request,
      `/api${change.path}/${encodeURIComponent(change.id)}`,
    );
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const change = changeOf(request);
    const access = request.routeOptions.config.access;
    if (!change || request.audited || reply.statusCode >= 300 || !access || !('area' in access))
      return payload;
    let after: unknown;
    try {
      after = typeof payload === 'string' && payload ? JSON.parse(payload) : undefined;
    } catch {
      after = undefined;
    }
    const routeUrl = request.routeOptions.url ?? '';
    const action = actionOf(request.method, change.type, routeUrl);
    const before = request.auditBefore;
    // An operation's answer is the record only when it names the same record; anything else (a generated key, a
    // report) is never recorded.
    const sameRecord = isRecord(after) && isRecord(before) && String(after.id) === String(before.id);
    const recordAfter =
      action === AuditAction.DELETE ? null : action === AuditAction.CREATE || sameRecord ? after : before;
    const changes =
      change.id === null && action !== AuditAction.CREATE ? [] : auditChanges(before, recordAfter);
    const tenantOf = (value: unknown) =>
      isRecord(value) && Number.isInteger(value.idTenant) ? (value.idTenant as number) : undefined;
    const entityId = change.id ?? (isRecord(after) && after.id !== undefined ? String(after.id) : null);
    const row = [
      request.principal!.idUser,
      action,
      access.area,
      entityId,
      new Date().toISOString(),
      `${request.method} ${request.url.split('?')[0]!.replace(/^\/api/, '')}`,
      request.ip,
      changes.length > 0 ? JSON.stringify(changes) : null,
    ];
    // The record's tenant, or the caller's when that tenant is gone (a removed tenant): the write has succeeded, so
    // recording it never turns the answer into a failure.
    for (const idTenant of [tenantOf(after) ?? tenantOf(before), request.principal!.idTenant]) {
      if (idTenant === undefined) continue;
      try {
        insert.run(idTenant, ...row);
        break;
      } catch (error) {
        request.log.warn({ error }, 'audit entry not recorded in the record tenant');
      }
    }
    return payload;
  });
}
