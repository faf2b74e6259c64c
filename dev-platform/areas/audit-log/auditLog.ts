import type { FastifyInstance } from 'fastify';
import type { AuditChange } from '../../../src/shared/auditChanges';
import type { AuditEntry } from '../../../src/shared/wire/administration';
import type { Db } from '../../db/database';
import { principalOf } from '../../api/accessGuard';
import type { ApiContext } from '../../api/apiContext';
import { notFound } from '../../api/apiError';
import { named } from '../../api/listGroups';
import type { ListSpec } from '../../api/listQuery';
import { listRoute } from '../../api/listRoutes';
import { subtreeScope } from '../../api/principal';
import { idParam } from '../../api/validation';

interface AuditRow {
  id: number;
  time: string;
  action: number;
  entity: string;
  entity_id: string | null;
  detail: string;
  id_user: number | null;
  username: string | null;
  id_tenant: number;
  tenant_name: string;
  ip_address: string | null;
  changes: string | null;
}

const SELECT = `a.id, a.time, a.action, a.entity, a.entity_id, a.detail, a.id_user, u.username, a.id_tenant,
  t.name AS tenant_name, a.ip_address, a.changes`;
const FROM = 'audit_entry a JOIN tenant t ON t.id = a.id_tenant LEFT JOIN user u ON u.id = a.id_user';

const toEntry = (row: AuditRow): AuditEntry => ({
  id: row.id,
  time: row.time,
  action: row.action,
  entity: row.entity,
  entityId: row.entity_id,
  detail: row.detail,
  idUser: row.id_user,
  username: row.username,
  idTenant: row.id_tenant,
  tenantName: row.tenant_name,
  ipAddress: row.ip_address,
  changes: row.changes ? (JSON.parse(row.changes) as AuditChange[]) : null,
});

/** The audit-log list query. */
export const auditList: ListSpec<AuditRow, AuditEntry> = {
  from: FROM,
  select: SELECT,
  fields: {
    id: { sql: 'a.id', type: 'number' },
    time: { sql: 'a.time', type: 'text' },
    action: { sql: 'a.action', type: 'number', groups: { key: 'a.action' } },
    entity: { sql: 'a.entity', type: 'text', groups: { key: 'a.entity' } },
    entityId: { sql: 'a.entity_id', type: 'text' },
    detail: { sql: 'a.detail', type: 'text' },
    idUser: { sql: 'a.id_user', type: 'number', groups: { key: 'a.id_user' } },
    username: { sql: 'u.username', type: 'text', groups: named('a.id_user', 'user', 'username') },
    idTenant: { sql: 'a.id_tenant', type: 'number', groups: { key: 'a.id_tenant' } },
    tenantName: { sql: 't.name', type: 'text', groups: named('a.id_tenant', 'tenant') },
    ipAddress: { sql: 'a.ip_address', type: 'text' },
  },
  search: ['a.detail', 'a.entity', 'u.username'],
  defaultSort: { field: 'time', order: 'DESC' },
  tiebreaker: 'a.id',
  toItem: toEntry,
};

const scopeOf = (db: Db, idTenant: number) => subtreeScope(db, idTenant, 'a.id_tenant');

/** The audit log of the tenant context and the tenants below it (read only). */
export function auditLogRoutes(app: FastifyInstance, { db }: ApiContext) {
  const view = { config: { access: { area: 'Auditlog', action: 'view' } } } as const;

  listRoute(app, db, {
    url: '/api/administration/audit-log',
    access: view.config.access,
    source: ({ idTenant }) => ({ spec: auditList, scope: scopeOf(db, idTenant) }),
  });

  app.get('/api/administration/audit-log/:id', view, async (request) => {
    const scope = scopeOf(db, principalOf(request).idTenant);
    const row = db
      .prepare(`SELECT ${SELECT} FROM ${FROM} WHERE a.id = ? AND ${scope.where}`)
      .get(idParam(request), ...scope.params) as AuditRow | undefined;
    if (!row) throw notFound('Audit entry not found');
    return toEntry(row);
  });
}
