import type { Db } from '../db/database';
import type { Access } from './accessGuard';
import { dialLogList } from './dialLogList';
import type { ListScope, ListSpec } from './listQuery';
import { tenantSubtree, type Principal } from './principal';
import { inList } from './validation';

/** A list that can be exported as CSV: the same permission and tenant scope as its list route. */
export interface Exportable {
  /** File name stem of the download. */
  name: string;
  access: Extract<Access, { area: string }>;
  /** Rows differ per list; items are read by column path. */
  spec: ListSpec<never, unknown>;
  scope(db: Db, principal: Principal): ListScope;
}

const subtreeScope = (column: string) => (db: Db, principal: Principal) => {
  const ids = inList(tenantSubtree(db, principal.idTenant));
  return { where: `${column} IN ${ids.sql}`, params: ids.params };
};

// Same SQL and fields as GET /api/administration/audit-log (routes/auditLog.ts keeps its spec private).
const auditLogList: ListSpec<Record<string, unknown>, Record<string, unknown>> = {
  from: 'audit_entry a JOIN tenant t ON t.id = a.id_tenant LEFT JOIN user u ON u.id = a.id_user',
  select: `a.id, a.time, a.action, a.entity, a.entity_id AS entityId, a.detail, a.id_user AS idUser, u.username,
    a.id_tenant AS idTenant, t.name AS tenantName, a.ip_address AS ipAddress`,
  fields: {
    id: { sql: 'a.id', type: 'number' },
    time: { sql: 'a.time', type: 'text' },
    action: { sql: 'a.action', type: 'number' },
    entity: { sql: 'a.entity', type: 'text' },
    entityId: { sql: 'a.entity_id', type: 'text' },
    detail: { sql: 'a.detail', type: 'text' },
    idUser: { sql: 'a.id_user', type: 'number' },
    username: { sql: 'u.username', type: 'text' },
    idTenant: { sql: 'a.id_tenant', type: 'number' },
    tenantName: { sql: 't.name', type: 'text' },
    ipAddress: { sql: 'a.ip_address', type: 'text' },
  },
  search: ['a.detail', 'a.entity', 'u.username'],
  defaultSort: { field: 'time', order: 'DESC' },
  tiebreaker: 'a.id',
  toItem: (row) => row,
};

/** Exportable lists by their core API list path (as the console's resources name them, without `/api`). */
export const EXPORTABLES: Readonly<Record<string, Exportable>> = {
  '/administration/audit-log': {
    name: 'audit-log',
    access: { area: 'Auditlog', action: 'view' },
    spec: auditLogList,
    scope: subtreeScope('a.id_tenant'),
  },
  '/dial-logs': {
    name: 'dial-logs',
    access: { area: 'Line', action: 'view' },
    spec: dialLogList,
    scope: subtreeScope('d.id_tenant'),
  },
};

/** The exportable list at `path` ('/api/…' or the console's '/…' form), if any. */
export function exportableAt(path: string): Exportable | undefined {
  const key = path.startsWith('/api/') ? path.slice('/api'.length) : path;
  return Object.hasOwn(EXPORTABLES, key) ? EXPORTABLES[key] : undefined;
}
