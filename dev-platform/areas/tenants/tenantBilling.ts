import type { FastifyInstance } from 'fastify';
import type { BillingApp } from '../../../src/shared/billingRules';
import type { TenantFee, TenantTariff } from '../../../src/resources/tenants/tenantWire';
import { principalOf } from '../../api/accessGuard';
import type { ApiContext } from '../../api/apiContext';
import type { ListSpec } from '../../api/listQuery';
import { formErrors } from '../../api/resourceRules';
import { assertValid, bodyOf } from '../../api/validation';
import { EDIT_BILLING, findAccount, licensedApps } from '../billing/billingAccounts';
import { addFee } from '../billing/billingFees';
import { addTariffPeriod } from '../billing/billingTariffs';
import { scopedTenantId } from './tenantRecords';
import { scopedRecordRoutes } from './tenantScopedRecords';

const number = (sql: string) => ({ sql, type: 'number' as const });
const text = (sql: string) => ({ sql, type: 'text' as const });

// Billing's own tables: one row per price period of a tariff, prices in integer minor units.
const tariffList: ListSpec<TenantTariff, TenantTariff> = {
  from: 'tariff_period p JOIN tariff f ON f.id = p.id_tariff',
  select: `p.id, f.id_tenant AS idTenant, p.id_tariff AS idTariff, f.name AS tariffName, f.target_kind AS targetKind,
    f.billing_mode AS billingMode, p.price_per_minute AS pricePerMinute, p.price_per_call AS pricePerCall,
    p.rounding, f.currency, p.valid_from AS validFrom, p.valid_to AS validTo,
    (SELECT COUNT(*) FROM line l WHERE l.id_tariff = f.id) AS lineCount`,
  fields: {
    id: number('p.id'),
    idTenant: number('f.id_tenant'),
    idTariff: number('p.id_tariff'),
    tariffName: text('f.name'),
    targetKind: number('f.target_kind'),
    billingMode: number('f.billing_mode'),
    pricePerMinute: number('p.price_per_minute'),
    pricePerCall: number('p.price_per_call'),
    rounding: text('p.rounding'),
    validFrom: text('p.valid_from'),
    validTo: text('p.valid_to'),
    lineCount: { ...number('lineCount'), filterable: false },
  },
  search: ['f.name'],
  defaultSort: { field: 'tariffName', order: 'ASC' },
  tiebreaker: 'p.valid_from, p.id',
  toItem: (row) => row,
};

type FeeRow = Omit<TenantFee, 'recurring'> & { recurring: number };
const feeList: ListSpec<FeeRow, TenantFee> = {
  from: 'fee e',
  select: `e.id, e.id_tenant AS idTenant, e.app, e.name, e.amount_minor AS amount, e.currency, e.recurring,
    e.valid_from AS validFrom, e.valid_to AS validTo`,
  fields: {
    id: number('e.id'),
    idTenant: number('e.id_tenant'),
    app: text('e.app'),
    name: text('e.name'),
    amount: number('e.amount_minor'),
    recurring: { sql: 'e.recurring', type: 'boolean' },
    validFrom: text('e.valid_from'),
    validTo: text('e.valid_to'),
  },
  search: ['e.name'],
  defaultSort: { field: 'validFrom', order: 'DESC' },
  tiebreaker: 'e.id',
  toItem: (row) => ({ ...row, recurring: row.recurring === 1 }),
};

/**
 * A tenant's tariffs and line tariffs (price periods) and fees on its overview, from billing's tables, for
 * `AccessManagement/viewtariff`; added through billing's rules (`Statistics/editbilling`), changed and ended through
 * billing's own calls.
 */
export function tenantBillingRoutes(app: FastifyInstance, { db }: Pick<ApiContext, 'db'>) {
  const viewTariff = { area: 'AccessManagement', action: 'viewtariff' };
  const findTariff = scopedRecordRoutes(app, db, {
    url: '/api/administration/tenant-tariffs',
    access: viewTariff,
    spec: tariffList,
    columns: { id: 'p.id', tenant: 'f.id_tenant' },
    what: 'Tariff',
  });
  const findFee = scopedRecordRoutes(app, db, {
    url: '/api/administration/tenant-fees',
    access: viewTariff,
    spec: feeList,
    columns: { id: 'e.id', tenant: 'e.id_tenant' },
    what: 'Fee',
  });

  app.post('/api/administration/tenants/:id/tariff-periods', EDIT_BILLING, async (request, reply) => {
    const id = addTariffPeriod(db, scopedTenantId(db, request), bodyOf(request));
    reply.code(201);
    return findTariff(id, principalOf(request).idTenant);
  });

  app.post('/api/administration/tenants/:id/fees', EDIT_BILLING, async (request, reply) => {
    const idTenant = scopedTenantId(db, request);
    const body = bodyOf(request);
    // The tenant form's own rules (the application among them) first, then billing's.
    const errors = formErrors('tenantFees', 'create', body);
    const application = body.app;
    if (!errors.app && !licensedApps(db, idTenant).includes(application as BillingApp))
      errors.app = 'The tenant has no licence for this application';
    assertValid(errors);
    const principal = principalOf(request);
    const id = addFee(db, findAccount(db, principal, `${String(application)}~${idTenant}`), body);
    reply.code(201);
    return findFee(id, principal.idTenant);
  });
}
