import type { Db } from '../db/database';
import type { Access } from './accessGuard';
import { dialLogList } from './dialLogList';
import { auditList } from './routes/auditLog';
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

/** Exportable lists by their core API list path (as the console's resources name them, without `/api`). */
export const EXPORTABLES: Readonly<Record<string, Exportable>> = {
  '/administration/audit-log': {
    name: 'audit-log',
    access: { area: 'Auditlog', action: 'view' },
    spec: auditList,
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
