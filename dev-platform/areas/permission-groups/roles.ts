import type { FastifyInstance } from 'fastify';
import {
  canAccess,
  canAccessEvery,
  parsePermissionMap,
  type PermissionMap,
} from '../../../src/shared/permissions';
import type { PermissionAreasResponse, Role } from '../../../src/shared/wire/administration';
import type { Db } from '../../db/database';
import { PERMISSION_AREAS } from '../../db/seed/areas';
import { principalOf } from '../../api/accessGuard';
import type { ApiContext } from '../../api/apiContext';
import { badRequest, forbidden, notFound } from '../../api/apiError';
import type { ListSpec } from '../../api/listQuery';
import { listRoute } from '../../api/listRoutes';
import { tenantSubtree } from '../../api/principal';
import { formErrors } from '../../api/resourceRules';
import { assertValid, bodyOf, idParam, inList, optionalText } from '../../api/validation';
import { grantsNoMoreThan } from '../users/userRecords';

interface RoleRow {
  id: number;
  name: string;
  description: string;
  id_tenant: number;
  tenant_name: string;
  permissions: string;
  user_count: number;
  created: string;
}

const SELECT = `r.id, r.name, r.description, r.id_tenant, t.name AS tenant_name, r.permissions, r.created,
  (SELECT COUNT(*) FROM user_role ur WHERE ur.id_role = r.id) AS user_count`;
const FROM = 'role r JOIN tenant t ON t.id = r.id_tenant';

const toRole = (row: RoleRow): Role => ({
  id: row.id,
  name: row.name,
  description: row.description,
  idTenant: row.id_tenant,
  tenantName: row.tenant_name,
  permissions: parsePermissionMap(row.permissions),
  userCount: row.user_count,
  created: row.created,
});

const roleList: ListSpec<RoleRow, Role> = {
  from: FROM,
  select: SELECT,
  fields: {
    id: { sql: 'r.id', type: 'number' },
    name: { sql: 'r.name', type: 'text' },
    description: { sql: 'r.description', type: 'text' },
    idTenant: { sql: 'r.id_tenant', type: 'number' },
    tenantName: { sql: 't.name', type: 'text' },
    userCount: { sql: 'user_count', type: 'number', filterable: false },
    created: { sql: 'r.created', type: 'text' },
  },
  search: ['r.name', 'r.description', 't.name'],
  defaultSort: { field: 'name', order: 'ASC' },
  tiebreaker: 'r.id',
  toItem: toRole,
};

/**
 * Problems of a permission map sent by `granter`: areas and actions must be in the platform's catalogue
 * (PERMISSION_AREAS; -1 for every action) and nobody grants what they do not hold themselves.
 */
export function permissionMapError(value: unknown, granter: PermissionMap): string | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return 'Expected an object of areas';
  for (const [area, actions] of Object.entries(value as Record<string, unknown>)) {
    // Client keys are data: `constructor` or `toString` must not find Object's members in the catalogue.
    const known = Object.hasOwn(PERMISSION_AREAS, area) ? PERMISSION_AREAS[area] : undefined;
    if (!known) return `Unknown area "${area}"`;
    if (actions === -1) {
      if (!canAccessEvery(granter, area)) return `You cannot grant every action of ${area}`;
      continue;
    }
    if (!Array.isArray(actions)) return `Actions of ${area} must be a list or -1`;
    for (const action of actions) {
      if (typeof action !== 'string' || !known.includes(action))
        return `Unknown action "${String(action)}" of ${area}`;
      if (!canAccess(granter, area, action)) return `You cannot grant ${area}/${action}`;
    }
  }
  return undefined;
}

/** "Grant nothing you lack" applied to the role itself: nobody edits or renames a role that grants more than they hold. */
function assertRoleWithinGranter(role: Role, granter: PermissionMap): void {
  if (!grantsNoMoreThan(role.permissions, granter))
    throw forbidden('You cannot change a permission group with rights you do not have');
}

function scopeOf(db: Db, idTenant: number) {
  const ids = inList(tenantSubtree(db, idTenant));
  return { where: `r.id_tenant IN ${ids.sql}`, params: ids.params };
}

function findRole(db: Db, id: number, idTenant: number): Role {
  const scope = scopeOf(db, idTenant);
  const row = db
    .prepare(`SELECT ${SELECT} FROM ${FROM} WHERE r.id = ? AND ${scope.where}`)
    .get(id, ...scope.params) as RoleRow | undefined;
  if (!row) throw notFound('Permission group not found');
  return toRole(row);
}

const nameTaken = (db: Db, idTenant: number, name: string, except = 0) =>
  !!db.prepare('SELECT 1 FROM role WHERE id_tenant = ? AND name = ? AND id <> ?').get(idTenant, name, except);

/** Permission groups (roles) of the tenant context and below, their permission maps, and the area catalogue. */
export function roleRoutes(app: FastifyInstance, { db }: ApiContext) {
  const view = { config: { access: { area: 'Role', action: 'view' } } } as const;
  const edit = { config: { access: { area: 'Role', action: 'edit' } } } as const;

  app.get('/api/administration/permission-areas', view, async (): Promise<PermissionAreasResponse> => ({
    items: Object.entries(PERMISSION_AREAS)
      .map(([area, actions]) => ({ area, actions: [...actions] }))
      .sort((a, b) => a.area.localeCompare(b.area)),
  }));

  listRoute(app, db, {
    url: '/api/administration/roles',
    access: view.config.access,
    source: ({ idTenant }) => ({ spec: roleList, scope: scopeOf(db, idTenant) }),
  });

  app.get('/api/administration/roles/:id', view, async (request) =>
    findRole(db, idParam(request), principalOf(request).idTenant),
  );

  app.post('/api/administration/roles', edit, async (request, reply): Promise<Role> => {
    const principal = principalOf(request);
    const body = bodyOf(request);
    const errors = formErrors('permissionGroups', 'create', body);
    const name = optionalText(body.name) ?? '';
    if (!errors.name && nameTaken(db, principal.idTenant, name))
      errors.name = 'A permission group with this name already exists';
    const permissions = body.permissions ?? {};
    const problem = permissionMapError(permissions, principal.permissions);
    if (problem) errors.permissions = problem;
    assertValid(errors);
    const result = db
      .prepare('INSERT INTO role (id_tenant, name, description, permissions, created) VALUES (?, ?, ?, ?, ?)')
      .run(
        principal.idTenant,
        name,
        optionalText(body.description) ?? '',
        JSON.stringify(permissions),
        new Date().toISOString(),
      );
    reply.code(201);
    return findRole(db, Number(result.lastInsertRowid), principal.idTenant);
  });

  app.put('/api/administration/roles/:id', edit, async (request): Promise<Role> => {
    const principal = principalOf(request);
    const role = findRole(db, idParam(request), principal.idTenant);
    const body = bodyOf(request);
    const errors = formErrors('permissionGroups', 'edit', body);
    const name = 'name' in body ? (optionalText(body.name) ?? '') : role.name;
    if (!errors.name && nameTaken(db, role.idTenant, name, role.id))
      errors.name = 'A permission group with this name already exists';
    if ('permissions' in body) {
      const problem = permissionMapError(body.permissions, principal.permissions);
      if (problem) errors.permissions = problem;
    }
    assertValid(errors);
    assertRoleWithinGranter(role, principal.permissions);
    const description = 'description' in body ? (optionalText(body.description) ?? '') : role.description;
    const permissions =
      'permissions' in body ? JSON.stringify(body.permissions) : JSON.stringify(role.permissions);
    db.prepare('UPDATE role SET name = ?, description = ?, permissions = ? WHERE id = ?').run(
      name,
      description,
      permissions,
      role.id,
    );
    return findRole(db, role.id, principal.idTenant);
  });

  app.put('/api/administration/roles/:id/permissions', edit, async (request): Promise<Role> => {
    const principal = principalOf(request);
    const role = findRole(db, idParam(request), principal.idTenant);
    assertRoleWithinGranter(role, principal.permissions);
    const permissions = bodyOf(request).permissions;
    const problem = permissionMapError(permissions, principal.permissions);
    if (problem) throw badRequest('Validation failed', { permissions: problem });
    db.prepare('UPDATE role SET permissions = ? WHERE id = ?').run(JSON.stringify(permissions), role.id);
    return findRole(db, role.id, principal.idTenant);
  });
}
