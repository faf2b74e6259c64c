import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {
  GeneratedVariablesStorageKey,
  TenantValue,
  VariablesStorageKeyStatus,
} from '../../../src/resources/variables-storage/variablesStorageWire';
import type { Db } from '../../db/database';
import { principalOf } from '../../api/accessGuard';
import type { ApiContext } from '../../api/apiContext';
import { badRequest, notFound } from '../../api/apiError';
import type { ListSpec } from '../../api/listQuery';
import { listRoute } from '../../api/listRoutes';
import { formErrors } from '../../api/resourceRules';
import { assertValid, bodyOf, idParam } from '../../api/validation';
import { assertTenantInScope, inTenantScope, scopedTenantId } from '../tenants/tenantRecords';
import { valueErrors, valueFields } from './variablesStorageValues';

type ValueRow = Omit<TenantValue, 'opens' | 'closes'>;

const valueList: ListSpec<ValueRow, TenantValue> = {
  from: 'tenant_value v JOIN tenant t ON t.id = v.id_tenant',
  select: 'v.id, v.key, v.kind, v.value, v.id_tenant AS idTenant, t.name AS tenantName, v.updated',
  fields: {
    id: { sql: 'v.id', type: 'number' },
    key: { sql: 'v.key', type: 'text' },
    kind: { sql: 'v.kind', type: 'number' },
    idTenant: { sql: 'v.id_tenant', type: 'number' },
    tenantName: { sql: 't.name', type: 'text' },
    updated: { sql: 'v.updated', type: 'text' },
  },
  search: ['v.key', 'v.value'],
  defaultSort: { field: 'key', order: 'ASC' },
  tiebreaker: 'v.id',
  toItem: (row) => {
    const times = row.kind === 1 ? /^(\d\d:\d\d)-(\d\d:\d\d)$/.exec(row.value) : null;
    return { ...row, opens: times?.[1] ?? null, closes: times?.[2] ?? null };
  },
};

/** The tenant a request names (`idTenant`), checked against the caller's scope, else the context tenant. */
function tenantOf(db: Db, request: FastifyRequest, asked: number | undefined): number {
  const { idTenant } = principalOf(request);
  if (asked === undefined) return idTenant;
  assertTenantInScope(db, idTenant, asked);
  return asked;
}

/** The `idTenant` of a body: absent, or a whole number (a numeric text or an object is refused, not read). */
function bodyTenant(body: Record<string, unknown>): number | undefined {
  const asked = body.idTenant;
  if (asked === undefined || asked === null) return undefined;
  if (!Number.isSafeInteger(asked)) assertValid({ idTenant: 'Expected an id' });
  return asked as number;
}

const masked = (key: string | undefined) => (key ? `••••${key.slice(-4)}` : null);

/**
 * Variables storage (SPEC §7 "variables storage: key, values, edit, generate key"): the values of one tenant (the
 * `idTenant` filter, else the context tenant), created, edited and removed; and the storage's access key, only ever
 * answered masked except once, when it is generated.
 */
export function variablesStorageRoutes(app: FastifyInstance, { db }: ApiContext) {
  const view = { area: 'TenantValue', action: 'view' };
  const edit = { config: { access: { area: 'TenantValue', action: 'edit' } } } as const;
  const find = (id: number, idContext: number): TenantValue => {
    const row = db.prepare(`SELECT ${valueList.select} FROM ${valueList.from} WHERE v.id = ?`).get(id) as
      ValueRow | undefined;
    // Another tenant's value is as missing as one that never was (issue 31.8).
    if (!row || !inTenantScope(db, idContext, row.idTenant)) throw notFound('Value not found');
    return valueList.toItem(row);
  };

  listRoute(app, db, {
    url: '/api/tenant-value-storage/values',
    access: view,
    source: ({ idTenant: idContext }, { idTenant, ...filter }) => {
      const id = idTenant === undefined ? idContext : Number(idTenant);
      assertTenantInScope(db, idContext, id);
      return { spec: valueList, scope: { where: 'v.id_tenant = ?', params: [id] }, filter };
    },
  });
  app.get('/api/tenant-value-storage/values/:id', { config: { access: view } }, async (request) =>
    find(idParam(request), principalOf(request).idTenant),
  );

  app.post('/api/tenant-value-storage/values', edit, async (request, reply) => {
    const body = bodyOf(request);
    const idTenant = tenantOf(db, request, bodyTenant(body));
    const errors = valueErrors(body, formErrors('variablesStorage', 'create', body));
    if (
      !errors.key &&
      db.prepare('SELECT 1 FROM tenant_value WHERE id_tenant = ? AND key = ?').get(idTenant, body.key)
    )
      errors.key = 'This key already exists';
    assertValid(errors);
    const { kind, value } = valueFields(body);
    const id = db
      .prepare('INSERT INTO tenant_value (id_tenant, key, kind, value, updated) VALUES (?, ?, ?, ?, ?)')
      .run(idTenant, String(body.key), kind, value, new Date().toISOString()).lastInsertRowid;
    reply.code(201);
    return find(Number(id), principalOf(request).idTenant);
  });

  app.put('/api/tenant-value-storage/values/:id', edit, async (request) => {
    const { idTenant } = principalOf(request);
    const current = find(idParam(request), idTenant);
    const body = bodyOf(request);
    const merged = { ...current, ...body };
    assertValid(valueErrors(merged, formErrors('variablesStorage', 'edit', body)));
    const { kind, value } = valueFields(merged);
    db.prepare('UPDATE tenant_value SET kind = ?, value = ?, updated = ? WHERE id = ?').run(
      kind,
      value,
      new Date().toISOString(),
      current.id,
    );
    return find(current.id, idTenant);
  });

  app.delete('/api/tenant-value-storage/values/:id', edit, async (request, reply) => {
    const value = find(idParam(request), principalOf(request).idTenant);
    db.prepare('DELETE FROM tenant_value WHERE id = ?').run(value.id);
    return reply.code(204).send();
  });

  const keyStatus = (idTenant: number): VariablesStorageKeyStatus => {
    const row = db
      .prepare(
        `SELECT t.name AS tenantName, k.api_key AS apiKey, k.created FROM tenant t
         LEFT JOIN tenant_value_key k ON k.id_tenant = t.id WHERE t.id = ?`,
      )
      .get(idTenant) as { tenantName: string; apiKey: string | null; created: string | null };
    return {
      idTenant,
      tenantName: row.tenantName,
      maskedKey: masked(row.apiKey ?? undefined),
      created: row.created,
    };
  };
  app.get('/api/tenant-value-storage/key', { config: { access: view } }, async (request) => {
    const { idTenant } = request.query as { idTenant?: string };
    if (idTenant !== undefined && !/^\d+$/.test(idTenant))
      throw badRequest("Parameter 'idTenant' must be an id");
    return keyStatus(tenantOf(db, request, idTenant === undefined ? undefined : Number(idTenant)));
  });
  app.post(
    '/api/tenant-value-storage/tenants/:id/key',
    edit,
    async (request): Promise<GeneratedVariablesStorageKey> => {
      const idTenant = scopedTenantId(db, request);
      const key = randomBytes(24).toString('hex');
      db.prepare(
        `INSERT INTO tenant_value_key (id_tenant, api_key, created) VALUES (?, ?, ?)
       ON CONFLICT (id_tenant) DO UPDATE SET api_key = excluded.api_key, created = excluded.created`,
      ).run(idTenant, key, new Date().toISOString());
      return { ...keyStatus(idTenant), key };
    },
  );
}
