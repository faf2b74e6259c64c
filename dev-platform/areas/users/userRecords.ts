import {
  canAccess,
  canAccessEvery,
  mergePermissionMaps,
  parsePermissionMap,
  type PermissionMap,
} from '../../../src/shared/permissions';
import type { User } from '../../../src/shared/wire/administration';
import type { Db } from '../../db/database';
import { forbidden, notFound } from '../../api/apiError';
import type { ListSpec } from '../../api/listQuery';
import { tenantSubtree } from '../../api/principal';
import { inList } from '../../api/validation';

export interface UserRow {
  id: number;
  username: string;
  firstname: string;
  lastname: string;
  email: string | null;
  phone: string | null;
  id_tenant: number;
  tenant_name: string;
  enabled: number;
  timezone: string | null;
  two_factor_enabled: number;
  has_api_secret: number;
  role_ids: string;
  role_names: string;
  password_changed: string;
  password_expires: string | null;
  created: string;
  last_login: string | null;
}

const roles = (column: string) =>
  `(SELECT json_group_array(${column}) FROM (SELECT r.id, r.name FROM user_role ur JOIN role r ON r.id = ur.id_role
     WHERE ur.id_user = u.id ORDER BY r.name))`;

export const USER_SELECT = `u.id, u.username, u.firstname, u.lastname, u.email, u.phone, u.id_tenant,
  t.name AS tenant_name, u.enabled, u.timezone, u.two_factor_enabled, u.api_secret IS NOT NULL AS has_api_secret,
  ${roles('id')} AS role_ids, ${roles('name')} AS role_names, u.password_changed, u.password_expires, u.created,
  u.last_login`;
export const USER_FROM = 'user u JOIN tenant t ON t.id = u.id_tenant';

export const toUser = (row: UserRow): User => ({
  id: row.id,
  username: row.username,
  firstname: row.firstname,
  lastname: row.lastname,
  email: row.email,
  phone: row.phone,
  idTenant: row.id_tenant,
  tenantName: row.tenant_name,
  enabled: row.enabled === 1,
  timezone: row.timezone,
  twoFactorEnabled: row.two_factor_enabled === 1,
  hasApiSecret: row.has_api_secret === 1,
  roleIds: JSON.parse(row.role_ids) as number[],
  roleNames: JSON.parse(row.role_names) as string[],
  passwordChanged: row.password_changed,
  passwordExpires: row.password_expires,
  created: row.created,
  lastLogin: row.last_login,
});

export const userList: ListSpec<UserRow, User> = {
  from: USER_FROM,
  select: USER_SELECT,
  fields: {
    id: { sql: 'u.id', type: 'number' },
    username: { sql: 'u.username', type: 'text' },
    firstname: { sql: 'u.firstname', type: 'text' },
    lastname: { sql: 'u.lastname', type: 'text' },
    email: { sql: 'u.email', type: 'text' },
    phone: { sql: 'u.phone', type: 'text' },
    idTenant: { sql: 'u.id_tenant', type: 'number' },
    tenantName: { sql: 't.name', type: 'text' },
    enabled: { sql: 'u.enabled', type: 'boolean' },
    timezone: { sql: 'u.timezone', type: 'text' },
    twoFactorEnabled: { sql: 'u.two_factor_enabled', type: 'boolean' },
    passwordExpires: { sql: 'u.password_expires', type: 'text' },
    created: { sql: 'u.created', type: 'text' },
    lastLogin: { sql: 'u.last_login', type: 'text' },
  },
  search: ['u.username', 'u.firstname', 'u.lastname', 'u.email'],
  defaultSort: { field: 'username', order: 'ASC' },
  tiebreaker: 'u.id',
  toItem: toUser,
};

/** `u.id_tenant IN (…)`: users of the tenant context and the tenants below it. */
export function userScope(db: Db, idTenant: number) {
  const ids = inList(tenantSubtree(db, idTenant));
  return { where: `u.id_tenant IN ${ids.sql}`, params: ids.params };
}

/** A user within the caller's scope; 404 otherwise (outside the scope is indistinguishable from missing). */
export function findUser(db: Db, id: number, idTenant: number): User {
  const scope = userScope(db, idTenant);
  const row = db
    .prepare(`SELECT ${USER_SELECT} FROM ${USER_FROM} WHERE u.id = ? AND ${scope.where}`)
    .get(id, ...scope.params) as UserRow | undefined;
  if (!row) throw notFound('User not found');
  return toUser(row);
}

/** When a password set now expires under the tenant's policy (SPEC §9), or null when it never does. */
export function passwordExpiry(db: Db, idTenant: number, now = new Date()): string | null {
  const policy = db
    .prepare(
      'SELECT password_expiration_type AS type, password_expiration_days AS days FROM tenant WHERE id = ?',
    )
    .get(idTenant) as { type: number; days: number };
  return policy.type === 0 ? null : new Date(now.getTime() + policy.days * 86_400_000).toISOString();
}

/**
 * Roles that may be given to a user of `idTenant`: the tenant's own, each granting nothing beyond the caller's
 * permissions (no one hands out rights they do not hold). Returns an error message for the first bad id.
 */
export function roleAssignmentError(db: Db, roleIds: number[], idTenant: number, granter: PermissionMap) {
  for (const idRole of roleIds) {
    const role = db.prepare('SELECT id_tenant, permissions FROM role WHERE id = ?').get(idRole) as
      { id_tenant: number; permissions: string } | undefined;
    if (!role || role.id_tenant !== idTenant) return `Unknown permission group ${idRole} for this tenant`;
    if (!grantsNoMoreThan(parsePermissionMap(role.permissions), granter))
      return 'You cannot assign a permission group with rights you do not have';
  }
  return undefined;
}

/** Whether `map` grants nothing the `granter` lacks (-1 needs -1). */
export function grantsNoMoreThan(map: PermissionMap, granter: PermissionMap): boolean {
  return Object.entries(map).every(([area, actions]) =>
    actions === -1
      ? canAccessEvery(granter, area)
      : actions.every((action) => canAccess(granter, area, action)),
  );
}

/** Everything a user holds: the merged permission maps of their roles. */
export function permissionsOfUser(db: Db, idUser: number): PermissionMap {
  const rows = db
    .prepare('SELECT r.permissions FROM role r JOIN user_role ur ON ur.id_role = r.id WHERE ur.id_user = ?')
    .pluck()
    .all(idUser) as string[];
  return mergePermissionMaps(rows.map(parsePermissionMap));
}

/**
 * "Grant nothing you lack" applied to targets: acting on a user's credentials, roles or state needs every
 * permission that user holds, or the caller could set an administrator's password and sign in as them.
 */
export function assertCoversUser(db: Db, idUser: number, granter: PermissionMap): void {
  if (!grantsNoMoreThan(permissionsOfUser(db, idUser), granter))
    throw forbidden('You cannot act on a user who holds rights you do not have');
}
