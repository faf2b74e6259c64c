import type { FastifyInstance } from 'fastify';
import type { BillingTariff } from '../../../src/resources/billing/billingWire';
import {
  MAX_PRICE_MINOR,
  minorToDecimal,
  periodsOverlap,
  ROUNDINGS,
  type Rounding,
} from '../../../src/shared/billingRules';
import type { Db } from '../../db/database';
import { principalOf } from '../../api/accessGuard';
import type { ApiContext } from '../../api/apiContext';
import { ApiError, notFound } from '../../api/apiError';
import type { ListSpec } from '../../api/listQuery';
import { listRoute } from '../../api/listRoutes';
import { subtreeScope, tenantSubtree } from '../../api/principal';
import { formErrors } from '../../api/resourceRules';
import { assertValid, bodyOf, idParam, optionalDay } from '../../api/validation';
import { accountOf, EDIT_BILLING, VIEW_BILLING } from './billingAccounts';

interface PeriodRow {
  id: number;
  account: string;
  id_tariff: number;
  tariff_name: string;
  target_kind: number;
  billing_mode: number;
  price_per_minute: number;
  price_per_call: number;
  rounding: Rounding;
  currency: string;
  valid_from: string;
  valid_to: string | null;
  line_count: number;
  id_tenant: number;
}

// Tariffs are the tenant's, shown in each of its licensed applications' accounts.
const APP = `CASE a.kind WHEN 2 THEN 'voicebot' WHEN 3 THEN 'chatbot' WHEN 4 THEN 'emailbot'
  WHEN 5 THEN 'live-translate' WHEN 6 THEN 'agent-assist' END`;
const ACCOUNT = `(${APP} || '~' || t.id_tenant)`;
const FROM = `tariff_period p JOIN tariff t ON t.id = p.id_tariff
  JOIN tenant_limit a ON a.id_tenant = t.id_tenant AND a.kind BETWEEN 2 AND 6`;
const SELECT = `p.id, ${ACCOUNT} AS account, p.id_tariff, t.name AS tariff_name, t.target_kind, t.billing_mode,
  p.price_per_minute, p.price_per_call, p.rounding, t.currency, p.valid_from, p.valid_to, t.id_tenant,
  (SELECT COUNT(*) FROM line l WHERE l.id_tariff = t.id) AS line_count`;

const toTariff = (row: PeriodRow): BillingTariff => ({
  id: row.id,
  account: row.account,
  idTariff: row.id_tariff,
  tariffName: row.tariff_name,
  targetKind: row.target_kind,
  billingMode: row.billing_mode as BillingTariff['billingMode'],
  pricePerMinute: row.price_per_minute,
  pricePerCall: row.price_per_call,
  rounding: row.rounding,
  currency: row.currency,
  validFrom: row.valid_from,
  validTo: row.valid_to,
  lineCount: row.line_count,
});

const tariffList: ListSpec<PeriodRow, BillingTariff> = {
  from: FROM,
  select: SELECT,
  fields: {
    id: { sql: 'p.id', type: 'number' },
    account: { sql: ACCOUNT, type: 'text' },
    idTariff: { sql: 'p.id_tariff', type: 'number' },
    tariffName: { sql: 't.name', type: 'text' },
    targetKind: { sql: 't.target_kind', type: 'number' },
    billingMode: { sql: 't.billing_mode', type: 'number' },
    pricePerMinute: { sql: 'p.price_per_minute', type: 'number' },
    pricePerCall: { sql: 'p.price_per_call', type: 'number' },
    rounding: { sql: 'p.rounding', type: 'text' },
    validFrom: { sql: 'p.valid_from', type: 'text' },
    validTo: { sql: 'p.valid_to', type: 'text' },
    lineCount: { sql: 'line_count', type: 'number', filterable: false },
  },
  search: ['t.name'],
  defaultSort: { field: 'tariffName', order: 'ASC' },
  tiebreaker: 'p.valid_from, p.id',
  toItem: toTariff,
};

function findPeriod(db: Db, id: number, idTenant: number): BillingTariff {
  const row = db.prepare(`SELECT ${SELECT} FROM ${FROM} WHERE p.id = ? LIMIT 1`).get(id) as
    PeriodRow | undefined;
  if (!row || !tenantSubtree(db, idTenant).includes(row.id_tenant)) throw notFound('Tariff period not found');
  return toTariff(row);
}

/** 409 naming the period a new or changed one would overlap: one tariff has one price on any day. */
function assertNoOverlap(db: Db, idTariff: number, validFrom: string, validTo: string | null, except = 0) {
  const others = db
    .prepare(
      'SELECT id, valid_from AS validFrom, valid_to AS validTo FROM tariff_period WHERE id_tariff = ? AND id <> ?',
    )
    .all(idTariff, except) as { id: number; validFrom: string; validTo: string | null }[];
  const clash = others.find((other) => periodsOverlap(other, { validFrom, validTo }));
  if (clash)
    throw new ApiError(
      409,
      `The period overlaps the tariff's period from ${clash.validFrom} to ${clash.validTo ?? 'open end'}; end that period first`,
    );
}

const wholeMinor = (value: unknown) =>
  Number.isSafeInteger(value) && Number(value) >= 0 && Number(value) <= MAX_PRICE_MINOR;

/**
 * Adds a price period to one of the tenant's tariffs (the billing tariffs tab and the tenant's overview): prices in
 * whole minor units, a rounding, no overlap with the tariff's other periods (409). Answers the new period's id.
 */
export function addTariffPeriod(db: Db, idTenant: number, body: Record<string, unknown>): number {
  const errors = formErrors('billingTariffs', 'create', body);
  for (const price of ['pricePerMinute', 'pricePerCall'] as const)
    if (!errors[price] && !wholeMinor(body[price]))
      errors[price] =
        Number(body[price]) > MAX_PRICE_MINOR
          ? `At most ${minorToDecimal(MAX_PRICE_MINOR)}`
          : 'Minimum value is 0';
  if (!errors.rounding && !ROUNDINGS.includes(body.rounding as Rounding))
    errors.rounding = 'Field is required';
  const tariff = db
    .prepare('SELECT id FROM tariff WHERE id = ? AND id_tenant = ?')
    .get(Number.isSafeInteger(body.idTariff) ? body.idTariff : 0, idTenant) as { id: number } | undefined;
  if (!errors.idTariff && !tariff) errors.idTariff = "Not one of the tenant's tariffs";
  const validFrom = String(body.validFrom ?? '');
  const validTo = optionalDay(body, 'validTo', errors);
  if (!errors.validTo && validTo !== null && validTo < validFrom)
    errors.validTo = 'The end must not be before the start';
  assertValid(errors);
  assertNoOverlap(db, tariff!.id, validFrom, validTo);
  const result = db
    .prepare(
      `INSERT INTO tariff_period (id_tariff, price_per_minute, price_per_call, rounding, valid_from, valid_to, created)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      tariff!.id,
      body.pricePerMinute,
      body.pricePerCall,
      body.rounding,
      validFrom,
      validTo,
      new Date().toISOString(),
    );
  return Number(result.lastInsertRowid);
}

/** Price periods of the tenant's tariffs: list (filter `account`), add to a tariff, end a period. */
export function billingTariffRoutes(app: FastifyInstance, { db }: ApiContext) {
  listRoute(app, db, {
    url: '/api/statistics/billing-tariffs',
    access: VIEW_BILLING.config.access,
    source: ({ idTenant }) => ({ spec: tariffList, scope: subtreeScope(db, idTenant, 't.id_tenant') }),
  });

  app.get('/api/statistics/billing-tariffs/:id', VIEW_BILLING, async (request) =>
    findPeriod(db, idParam(request), principalOf(request).idTenant),
  );

  app.get('/api/statistics/billing-tariff-options', VIEW_BILLING, async (request) => ({
    items: db
      .prepare(
        `SELECT id, name FROM tariff WHERE id_tenant IN (${tenantSubtree(db, principalOf(request).idTenant).join(',')}) ORDER BY name, id`,
      )
      .all(),
  }));

  app.post('/api/statistics/billing/:account/tariffs', EDIT_BILLING, async (request, reply) => {
    const id = addTariffPeriod(db, accountOf(db, request).idTenant, bodyOf(request));
    reply.code(201);
    return findPeriod(db, id, principalOf(request).idTenant);
  });

  app.put('/api/statistics/billing-tariffs/:id', EDIT_BILLING, async (request) => {
    const { idTenant } = principalOf(request);
    const period = findPeriod(db, idParam(request), idTenant);
    const body = bodyOf(request);
    const errors: Record<string, string> = {};
    const validTo = optionalDay(body, 'validTo', errors);
    if (!errors.validTo && validTo !== null && validTo < period.validFrom)
      errors.validTo = 'The end must not be before the start';
    assertValid(errors);
    assertNoOverlap(db, period.idTariff, period.validFrom, validTo, period.id);
    db.prepare('UPDATE tariff_period SET valid_to = ? WHERE id = ?').run(validTo, period.id);
    return findPeriod(db, period.id, idTenant);
  });
}
