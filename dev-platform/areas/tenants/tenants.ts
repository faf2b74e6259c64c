import type { FastifyInstance } from 'fastify';
import type { Tenant } from '../../../src/shared/wire/administration';
import { principalOf } from '../../api/accessGuard';
import type { ApiContext } from '../../api/apiContext';
import { assertValid, bodyOf } from '../../api/validation';
import { assertTenantInScope } from './tenantRecords';
import { tenantErrors, tenantValues } from './tenantWrites';
import type { ListSpec } from '../../api/listQuery';
import { listRoute } from '../../api/listRoutes';
import { tenantSubtree } from '../../api/principal';

interface TenantRow {
  id: number;
  name: string;
  code: string;
  id_parent_tenant: number | null;
  parent_name: string | null;
  enabled: number;
  two_factor_required: number;
  channels: number;
  timezone: string;
  contact_email: string | null;
  website: string | null;
  created: string;
  user_count: number;
  line_count: number;
}

const SELECT = `t.id, t.name, t.code, t.id_parent_tenant, p.name AS parent_name, t.enabled, t.two_factor_required,
  t.channels, t.timezone, t.contact_email, t.website, t.created,
  (SELECT COUNT(*) FROM user u WHERE u.id_tenant = t.id) AS user_count,
  (SELECT COUNT(*) FROM line l WHERE l.id_tenant = t.id) AS line_count`;
const FROM = 'tenant t LEFT JOIN tenant p ON p.id = t.id_parent_tenant';

const toTenant = (row: TenantRow): Tenant => ({
  id: row.id,
  name: row.name,
  code: row.code,
  idParentTenant: row.id_parent_tenant,
  parentName: row.parent_name,
  enabled: row.enabled === 1,
  twoFactorRequired: row.two_factor_required === 1,
  channels: row.channels,
  timezone: row.timezone,
  contactEmail: row.contact_email,
  website: row.website,
  created: row.created,
  userCount: row.user_count,
  lineCount: row.line_count,
});

const tenantList: ListSpec<TenantRow, Tenant> = {
  from: FROM,
  select: SELECT,
  fields: {
    id: { sql: 't.id', type: 'number' },
    name: { sql: 't.name', type: 'text' },
    code: { sql: 't.code', type: 'text' },
    idParentTenant: { sql: 't.id_parent_tenant', type: 'number' },
    parentName: { sql: 'p.name', type: 'text', filterable: false },
    enabled: { sql: 't.enabled', type: 'boolean' },
    twoFactorRequired: { sql: 't.two_factor_required', type: 'boolean' },
    channels: { sql: 't.channels', type: 'number' },
    timezone: { sql: 't.timezone', type: 'text' },
    created: { sql: 't.created', type: 'text' },
    userCount: { sql: 'user_count', type: 'number', filterable: false },
    lineCount: { sql: 'line_count', type: 'number', filterable: false },
  },
  search: ['t.name', 't.code', 't.contact_email'],
  defaultSort: { field: 'name', order: 'ASC' },
  tiebreaker: 't.id',
  toItem: toTenant,
};

/** Tenants visible in the caller's tenant context: that tenant and its descendants. */
export function tenantRoutes(app: FastifyInstance, { db }: ApiContext) {
  const access = { config: { access: { area: 'Tenant', action: 'view' } } } as const;
  const scopeOf = (idTenant: number) => {
    const ids = tenantSubtree(db, idTenant);
    return { where: `t.id IN (${ids.map(() => '?').join(', ')})`, params: ids };
  };

  listRoute(app, db, {
    url: '/api/administration/tenants',
    access: access.config.access,
    source: ({ idTenant }) => ({ spec: tenantList, scope: scopeOf(idTenant) }),
  });

  // A missing tenant and one outside the caller's tenant context are both 404.
  const findTenant = (id: number, idContext: number): Tenant => {
    assertTenantInScope(db, idContext, id);
    const row = db.prepare(`SELECT ${SELECT} FROM ${FROM} WHERE t.id = ?`).get(id) as TenantRow;
    return toTenant(row);
  };
  const idOf = (request: { params: unknown }) => Number((request.params as { id: string }).id);

  app.get('/api/administration/tenants/:id', access, async (request) =>
    findTenant(idOf(request), principalOf(request).idTenant),
  );

  // A new tenant is a child of the context tenant (the caller's scope grows by it).
  const create = { config: { access: { area: 'Tenant', action: 'create' } } } as const;
  app.post('/api/administration/tenants', create, async (request, reply): Promise<Tenant> => {
    const { idTenant } = principalOf(request);
    const body = bodyOf(request);
    assertValid(tenantErrors(db, body, 'create'));
    const values = tenantValues(body);
    const id = db
      .prepare(
        `INSERT INTO tenant (name, code, id_parent_tenant, enabled, channels, timezone, contact_email, website,
           created) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        values.name,
        values.code,
        idTenant,
        values.enabled ?? 1,
        values.channels ?? 1,
        values.timezone,
        values.contactEmail,
        values.website,
        new Date().toISOString(),
      ).lastInsertRowid;
    reply.code(201);
    return findTenant(Number(id), idTenant);
  });

  const edit = { config: { access: { area: 'Tenant', action: 'edit' } } } as const;
  app.put('/api/administration/tenants/:id', edit, async (request): Promise<Tenant> => {
    const { idTenant } = principalOf(request);
    const tenant = findTenant(idOf(request), idTenant);
    const body = bodyOf(request);
    assertValid(tenantErrors(db, body, 'edit', tenant.id));
    const values = tenantValues(body, tenant);
    db.prepare(
      `UPDATE tenant SET name = ?, code = ?, enabled = ?, channels = ?, timezone = ?, contact_email = ?,
         website = ? WHERE id = ?`,
    ).run(
      values.name,
      values.code,
      values.enabled ?? (tenant.enabled ? 1 : 0),
      values.channels ?? tenant.channels,
      values.timezone,
      values.contactEmail,
      values.website,
      tenant.id,
    );
    return findTenant(tenant.id, idTenant);
  });
}
