import type { FastifyInstance } from 'fastify';
import type { TenantLimit } from '../../../src/resources/tenants/tenantWire';
import { VALIDATION_MESSAGES as MESSAGES } from '../../../src/shared/validation/messages';
import { principalOf } from '../../api/accessGuard';
import type { ApiContext } from '../../api/apiContext';
import type { ListSpec } from '../../api/listQuery';
import { formErrors } from '../../api/resourceRules';
import { assertValid, bodyOf, idParam } from '../../api/validation';
import { inTenantScope, isCalendarDay } from './tenantRecords';
import { tenantBillingRoutes } from './tenantBilling';
import { scopedRecordRoutes } from './tenantScopedRecords';

const number = (sql: string) => ({ sql, type: 'number' as const });
const text = (sql: string) => ({ sql, type: 'text' as const });

const limitList: ListSpec<TenantLimit, TenantLimit> = {
  from: 'tenant_limit l',
  select: `l.id, l.id_tenant AS idTenant, l.kind, l.value, l.valid_from AS validFrom, l.valid_to AS validTo`,
  fields: {
    id: number('l.id'),
    idTenant: number('l.id_tenant'),
    kind: number('l.kind'),
    value: number('l.value'),
    validFrom: text('l.valid_from'),
    validTo: text('l.valid_to'),
  },
  search: [],
  defaultSort: { field: 'kind', order: 'ASC' },
  tiebreaker: 'l.id',
  toItem: (row) => row,
};

/** The limits and licences of the tenants in scope (create, remove), and their tariffs and fees (tenantBilling). */
export function tenantLimitRoutes(app: FastifyInstance, { db }: ApiContext) {
  const view = { area: 'Tenant', action: 'view' };
  const findLimit = scopedRecordRoutes(app, db, {
    url: '/api/administration/tenant-limits',
    access: view,
    spec: limitList,
    columns: { id: 'l.id', tenant: 'l.id_tenant' },
    what: 'Limit',
  });
  tenantBillingRoutes(app, { db });
  const edit = { config: { access: { area: 'Tenant', action: 'edit' } } } as const;

  app.post('/api/administration/tenant-limits', edit, async (request, reply): Promise<TenantLimit> => {
    const { idTenant: idContext } = principalOf(request);
    const body = bodyOf(request);
    const errors = formErrors('tenantLimits', 'create', body);
    if (!errors.idTenant && !inTenantScope(db, idContext, body.idTenant))
      errors.idTenant = 'This tenant is not available';
    if (
      !errors.kind &&
      !(Number.isInteger(body.kind) && (body.kind as number) >= 0 && (body.kind as number) <= 6)
    )
      errors.kind = 'Expected a limit kind from OTHER 0 to LICENSE_AGENT_ASSIST 6';
    else if (
      !errors.kind &&
      !errors.idTenant &&
      db.prepare('SELECT 1 FROM tenant_limit WHERE id_tenant = ? AND kind = ?').get(body.idTenant, body.kind)
    )
      errors.kind = 'The tenant already has a limit of this kind';
    if (body.validFrom === undefined || body.validFrom === null || body.validFrom === '')
      errors.validFrom = MESSAGES.required;
    else if (!isCalendarDay(body.validFrom)) errors.validFrom = MESSAGES.date;
    const validTo = body.validTo === undefined || body.validTo === '' ? null : body.validTo;
    if (validTo !== null && !isCalendarDay(validTo)) errors.validTo = MESSAGES.date;
    else if (validTo !== null && isCalendarDay(body.validFrom) && validTo < body.validFrom)
      errors.validTo = 'Valid to must not be before valid from';
    assertValid(errors);
    const id = db
      .prepare(
        'INSERT INTO tenant_limit (id_tenant, kind, value, valid_from, valid_to) VALUES (?, ?, ?, ?, ?)',
      )
      .run(body.idTenant, body.kind, Number(body.value), body.validFrom, validTo).lastInsertRowid;
    reply.code(201);
    return findLimit(Number(id), idContext);
  });

  app.delete('/api/administration/tenant-limits/:id', edit, async (request, reply) => {
    const limit = findLimit(idParam(request), principalOf(request).idTenant);
    db.prepare('DELETE FROM tenant_limit WHERE id = ?').run(limit.id);
    return reply.code(204).send();
  });
}
