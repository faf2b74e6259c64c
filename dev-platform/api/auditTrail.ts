import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { principalOf } from './accessGuard';

declare module 'fastify' {
  interface FastifyRequest {
    /** The route recorded its own audit entry; the generic trail leaves the request alone. */
    audited?: boolean;
  }
}

/** Audit actions of SPEC §3. */
export const AuditAction = { READ: 1, CREATE: 2, UPDATE: 3, DELETE: 4, OTHER: 5 } as const;

/** Records an operation in the audit log, by the caller, in the tenant the record belongs to. */
export function recordAudit(
  db: Db,
  request: FastifyRequest,
  entry: { idTenant: number; action: number; entity: string; entityId: number; detail: string },
): void {
  request.audited = true;
  db.prepare(
    `INSERT INTO audit_entry (id_tenant, id_user, action, entity, entity_id, time, detail, ip_address)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    entry.idTenant,
    principalOf(request).idUser,
    entry.action,
    entry.entity,
    String(entry.entityId),
    new Date().toISOString(),
    entry.detail,
    request.ip,
  );
}
