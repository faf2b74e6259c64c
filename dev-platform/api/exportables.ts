import type { Db } from '../db/database';
import type { Access } from './accessGuard';
import { dialLogList } from './dialLogList';
import { auditList } from './routes/auditLog';
import type { ListScope, ListSpec } from './listQuery';
import { subtreeScope, type Principal } from './principal';

/** A list that can be exported as CSV: the same permission and tenant scope as its list route. */
export interface Exportable {
  /** File name stem of the download. */
  name: string;
  access: Extract<Access, { area: string }>;
  /** Rows differ per list; items are read by column path. */
  spec: ListSpec<never, unknown>;
  scope(db: Db, principal: Principal): ListScope;
}

const scopeOf = (column: string) => (db: Db, principal: Principal) =>
  subtreeScope(db, principal.idTenant, column);

/** Exportable lists by their core API list path (as the console's resources name them, without `/api`). */
export const EXPORTABLES: Readonly<Record<string, Exportable>> = {
  '/administration/audit-log': {
    name: 'audit-log',
    access: { area: 'Auditlog', action: 'view' },
    spec: auditList,
    scope: scopeOf('a.id_tenant'),
  },
  '/calls-management/dial-logs': {
    name: 'dial-logs',
    access: { area: 'Line', action: 'view' },
    spec: dialLogList,
    scope: scopeOf('d.id_tenant'),
  },
};

/** The exportable list at `path` ('/api/…' or the console's '/…' form), if any. */
export function exportableAt(path: string): Exportable | undefined {
  const key = path.startsWith('/api/') ? path.slice('/api'.length) : path;
  return Object.hasOwn(EXPORTABLES, key) ? EXPORTABLES[key] : undefined;
}
