import {
  canAccess,
  mergePermissionMaps,
  parsePermissionMap,
  type PermissionMap,
} from '../../src/shared/permissions';
import type { TenantRef } from '../../src/shared/wire/home';
import type { Db } from '../db/database';
import { forbidden, unauthorized } from './apiError';
import { onTablesWritten, tablesVersion, watchedTables } from './tableWrites';
import { inList, parseId } from './validation';

/** Who is calling, resolved from a verified token subject and the optional Tenant-Context-Id header. */
export interface Principal {
  idUser: number;
  username: string;
  /** The user's own tenant. */
  idOwnTenant: number;
  /** The tenant requests act in: the selected context, or the own tenant. */
  idTenant: number;
  permissions: PermissionMap;
  tenantsForContextSwitch: TenantRef[];
}

interface UserRow {
  id: number;
  username: string;
  id_tenant: number;
  enabled: number;
}

/** What a principal is made of: a write to any of these tables makes every cached principal stale. */
const PRINCIPAL_SOURCES = 'FROM user JOIN role JOIN user_role JOIN user_context_tenant JOIN tenant';
const principals = new WeakMap<Db, Map<string, { version: string; principal: Principal }>>();
const subtrees = new WeakMap<Db, Map<number, { version: string; ids: number[] }>>();

/** Version of the tables `sql` reads (watching them from the first call on), to key a cache by. */
function versionOf(db: Db, sql: string): string {
  const tables = watchedTables(db, sql);
  return tables ? tablesVersion(db, tables) : String(Math.random());
}

/**
 * Loads the principal for a token subject. Throws 401 for unknown or disabled users and 403 when the tenant context
 * names a tenant this user may not act in. Remembered per subject and context until a user, role, role assignment,
 * context-tenant or tenant row is written (merging the role maps on every request was a top cost of a list call),
 * so a disabled user or a removed permission counts from the next request on, as before.
 */
export function loadPrincipal(db: Db, sub: string, tenantContextId: string | undefined): Principal {
  let cache = principals.get(db);
  if (!cache) principals.set(db, (cache = new Map()));
  const key = `${sub}\u0000${tenantContextId ?? ''}`;
  const version = versionOf(db, PRINCIPAL_SOURCES);
  const hit = cache.get(key);
  if (hit?.version === version) return hit.principal;
  const principal = readPrincipal(db, sub, tenantContextId);
  if (db.inTransaction) return principal; // a rollback could take back what it read
  if (cache.size >= 10_000) cache.clear();
  cache.set(key, { version, principal });
  return principal;
}

/**
 * Tells `listener` of every write that may change a principal (users, roles, role assignments, context tenants,
 * tenants), from whatever code path: the hub narrows or closes its connections on it (issue 31.1).
 */
export function onPrincipalSourcesWritten(db: Db, listener: () => void): void {
  onTablesWritten(db, PRINCIPAL_SOURCES, listener);
}

function readPrincipal(db: Db, sub: string, tenantContextId: string | undefined): Principal {
  const idUser = parseId(sub);
  const user =
    idUser !== undefined
      ? (db.prepare('SELECT id, username, id_tenant, enabled FROM user WHERE id = ?').get(idUser) as
          UserRow | undefined)
      : undefined;
  if (!user || !user.enabled) throw unauthorized();

  const roleMaps = (
    db
      .prepare('SELECT r.permissions FROM role r JOIN user_role ur ON ur.id_role = r.id WHERE ur.id_user = ?')
      .all(user.id) as { permissions: string }[]
  ).map((row) => parsePermissionMap(row.permissions));
  const permissions = mergePermissionMaps(roleMaps);

  const tenantsForContextSwitch = canAccess(permissions, 'AccessManagement', 'tenantContextSwitching')
    ? (db
        .prepare(
          `SELECT t.id, t.name FROM tenant t JOIN user_context_tenant uct ON uct.id_tenant = t.id
           WHERE uct.id_user = ? ORDER BY t.name`,
        )
        .all(user.id) as TenantRef[])
    : [];

  let idTenant = user.id_tenant;
  if (tenantContextId !== undefined && tenantContextId !== '') {
    // Strictly decimal: `0x10`, `+2` or `2.0` name no tenant (Number() would read them as 16 and 2).
    const requested = parseId(tenantContextId);
    const allowed =
      requested !== undefined &&
      (requested === user.id_tenant || tenantsForContextSwitch.some((t) => t.id === requested));
    if (!allowed) throw forbidden('Tenant context not allowed');
    idTenant = requested;
  }

  return {
    idUser: user.id,
    username: user.username,
    idOwnTenant: user.id_tenant,
    idTenant,
    permissions,
    tenantsForContextSwitch,
  };
}

/** Ids of a tenant and all its descendants: the scope a tenant context sees (remembered until a tenant is written). */
export function tenantSubtree(db: Db, idTenant: number): number[] {
  let cache = subtrees.get(db);
  if (!cache) subtrees.set(db, (cache = new Map()));
  const version = versionOf(db, 'FROM tenant');
  const hit = cache.get(idTenant);
  if (hit?.version === version) return [...hit.ids];
  const ids = readSubtree(db, idTenant);
  if (db.inTransaction) return ids;
  if (cache.size >= 10_000) cache.clear();
  cache.set(idTenant, { version, ids });
  return [...ids];
}

function readSubtree(db: Db, idTenant: number): number[] {
  const rows = db
    .prepare(
      `WITH RECURSIVE sub(id) AS (SELECT ? UNION SELECT t.id FROM tenant t JOIN sub ON t.id_parent_tenant = sub.id)
       SELECT id FROM sub`,
    )
    .all(idTenant) as { id: number }[];
  return rows.map((r) => r.id);
}

/**
 * Rows of the tenant context and the tenants below it, as a list scope. Several tenants are checked row by row
 * (`+column`: not through the tenant index), so a big list walks its sort index in order instead of sorting every
 * row of its tenants; a single tenant uses its `(tenant, sort)` index.
 */
export function subtreeScope(db: Db, idTenant: number, column: string): { where: string; params: number[] } {
  const ids = tenantSubtree(db, idTenant);
  if (ids.length === 1) return { where: `${column} = ?`, params: ids };
  const list = inList(ids);
  return { where: `+${column} IN ${list.sql}`, params: list.params };
}
