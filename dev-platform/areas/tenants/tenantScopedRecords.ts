import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { principalOf, type Access } from '../../api/accessGuard';
import { notFound } from '../../api/apiError';
import type { ListSpec } from '../../api/listQuery';
import { listRoute } from '../../api/listRoutes';
import { subtreeScope } from '../../api/principal';
import { inTenantScope } from './tenantRecords';
import { idParam } from '../../api/validation';

/** Where a list's records keep their id and their tenant (SQL expressions of its FROM clause). */
export interface ScopedColumns {
  id: string;
  tenant: string;
}

/**
 * One record of a list by id, in the caller's tenant scope: 404 `{what} not found` when there is none there, whether
 * it is missing or belongs to a tenant outside the caller's tenant context (issue 31.8: indistinguishable).
 */
export function scopedFinder<Row, Item>(
  db: Db,
  spec: ListSpec<Row, Item>,
  columns: ScopedColumns,
  what: string,
) {
  return (id: number, idContext: number): Item => {
    const found = db
      .prepare(
        `SELECT ${spec.select}, ${columns.tenant} AS scoped_tenant FROM ${spec.from} WHERE ${columns.id} = ?`,
      )
      .get(id) as (Row & { scoped_tenant: number }) | undefined;
    if (!found || !inTenantScope(db, idContext, found.scoped_tenant)) throw notFound(`${what} not found`);
    const { scoped_tenant: _tenant, ...row } = found;
    return spec.toItem(row as Row);
  };
}

/**
 * A list of the tenant context and below (`GET url`, exportable) and its records (`GET url/:id`), both with `access`;
 * answers the record finder for the list's other routes.
 */
export function scopedRecordRoutes<Row, Item>(
  app: FastifyInstance,
  db: Db,
  route: {
    url: string;
    access: Extract<Access, { area: string }>;
    spec: ListSpec<Row, Item>;
    columns: ScopedColumns;
    what: string;
  },
) {
  const { url, access, spec, columns } = route;
  listRoute(app, db, {
    url,
    access,
    source: ({ idTenant }) => ({ spec, scope: subtreeScope(db, idTenant, columns.tenant) }),
  });
  const find = scopedFinder(db, spec, columns, route.what);
  app.get(`${url}/:id`, { config: { access } }, async (request) =>
    find(idParam(request), principalOf(request).idTenant),
  );
  return find;
}
