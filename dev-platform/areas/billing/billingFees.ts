import type { FastifyInstance } from 'fastify';
import { MAX_FEE_MINOR, minorToDecimal } from '../../../src/shared/billingRules';
import type { BillingAccount, BillingFee } from '../../../src/resources/billing/billingWire';
import type { Db } from '../../db/database';
import { principalOf } from '../../api/accessGuard';
import type { ApiContext } from '../../api/apiContext';
import { notFound } from '../../api/apiError';
import type { ListSpec } from '../../api/listQuery';
import { listRoute } from '../../api/listRoutes';
import { subtreeScope, tenantSubtree } from '../../api/principal';
import { formErrors } from '../../api/resourceRules';
import { assertValid, bodyOf, idParam, optionalDay } from '../../api/validation';
import { accountOf, accountSql, EDIT_BILLING, VIEW_BILLING } from './billingAccounts';

interface FeeRow {
  id: number;
  account: string;
  name: string;
  amount_minor: number;
  currency: string;
  recurring: number;
  valid_from: string;
  valid_to: string | null;
  created: string;
  id_tenant: number;
}

const ACCOUNT = accountSql('f.app', 'f.id_tenant');
const SELECT = `f.id, ${ACCOUNT} AS account, f.name, f.amount_minor, f.currency, f.recurring, f.valid_from,
  f.valid_to, f.created, f.id_tenant`;

const toFee = (row: FeeRow): BillingFee => ({
  id: row.id,
  account: row.account,
  name: row.name,
  amount: row.amount_minor,
  currency: row.currency,
  recurring: row.recurring === 1,
  validFrom: row.valid_from,
  validTo: row.valid_to,
  created: row.created,
});

const feeList: ListSpec<FeeRow, BillingFee> = {
  from: 'fee f',
  select: SELECT,
  fields: {
    id: { sql: 'f.id', type: 'number' },
    account: { sql: ACCOUNT, type: 'text' },
    name: { sql: 'f.name', type: 'text' },
    amount: { sql: 'f.amount_minor', type: 'number' },
    recurring: { sql: 'f.recurring', type: 'boolean' },
    validFrom: { sql: 'f.valid_from', type: 'text' },
    validTo: { sql: 'f.valid_to', type: 'text' },
  },
  search: ['f.name'],
  defaultSort: { field: 'validFrom', order: 'DESC' },
  tiebreaker: 'f.id',
  toItem: toFee,
};

function findFee(db: Db, id: number, idTenant: number): FeeRow {
  const ids = tenantSubtree(db, idTenant);
  const row = db.prepare(`SELECT ${SELECT} FROM fee f WHERE f.id = ?`).get(id) as FeeRow | undefined;
  if (!row || !ids.includes(row.id_tenant)) throw notFound('Fee not found');
  return row;
}

/** A whole, non-negative amount of minor units (the money input sends them so). */
function amountErrors(body: Record<string, unknown>, errors: Record<string, string>) {
  if (!errors.amount && 'amount' in body && !(Number.isSafeInteger(body.amount) && Number(body.amount) >= 0))
    errors.amount = 'Minimum value is 0';
  else if (!errors.amount && Number(body.amount) > MAX_FEE_MINOR)
    errors.amount = `At most ${minorToDecimal(MAX_FEE_MINOR)}`;
  return errors;
}

/** A one-off fee is due on its first day; a recurring one ends on validTo (none: open-ended), never before it starts. */
function periodErrors(validFrom: string, validTo: string | null, errors: Record<string, string>) {
  if (!errors.validTo && validTo !== null && validTo < validFrom)
    errors.validTo = 'The end must not be before the start';
  return errors;
}

/**
 * Adds a fee to an application's billing of a tenant (the billing fees tab and the tenant's overview): a whole,
 * non-negative amount in minor units; a one-off fee is due on its first day. Answers the new fee's id.
 */
export function addFee(db: Db, account: BillingAccount, body: Record<string, unknown>): number {
  const errors = amountErrors(body, formErrors('billingFees', 'create', body));
  const recurring = body.recurring === true;
  const validFrom = String(body.validFrom ?? '');
  const validTo = recurring ? optionalDay(body, 'validTo', errors) : validFrom;
  assertValid(periodErrors(validFrom, validTo, errors));
  const result = db
    .prepare(
      `INSERT INTO fee (id_tenant, app, name, amount, amount_minor, currency, recurring, valid_from, valid_to, created)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      account.idTenant,
      account.app,
      String(body.name).trim(),
      Number(body.amount) / 100,
      body.amount,
      account.currency,
      recurring ? 1 : 0,
      validFrom,
      validTo,
      new Date().toISOString(),
    );
  return Number(result.lastInsertRowid);
}

/** Fees of the accounts in scope (filter `account`): list, create in an account, change, remove. */
export function billingFeeRoutes(app: FastifyInstance, { db }: ApiContext) {
  listRoute(app, db, {
    url: '/api/statistics/billing-fees',
    access: VIEW_BILLING.config.access,
    source: ({ idTenant }) => ({ spec: feeList, scope: subtreeScope(db, idTenant, 'f.id_tenant') }),
  });

  app.get('/api/statistics/billing-fees/:id', VIEW_BILLING, async (request) =>
    toFee(findFee(db, idParam(request), principalOf(request).idTenant)),
  );

  app.post('/api/statistics/billing/:account/fees', EDIT_BILLING, async (request, reply) => {
    const id = addFee(db, accountOf(db, request), bodyOf(request));
    reply.code(201);
    return toFee(findFee(db, id, principalOf(request).idTenant));
  });

  app.put('/api/statistics/billing-fees/:id', EDIT_BILLING, async (request) => {
    const { idTenant } = principalOf(request);
    const fee = findFee(db, idParam(request), idTenant);
    const body = bodyOf(request);
    const errors = amountErrors(body, formErrors('billingFees', 'edit', body));
    // A renamed fee follows the create form's rules for its name (a text, at least 2 characters), never coerced.
    if ('name' in body) {
      const nameError = formErrors('billingFees', 'create', { name: body.name }).name;
      if (nameError) errors.name = nameError;
    }
    const amount = 'amount' in body ? Number(body.amount) : fee.amount_minor;
    const validTo = 'validTo' in body ? optionalDay(body, 'validTo', errors) : fee.valid_to;
    assertValid(periodErrors(fee.valid_from, validTo, errors));
    db.prepare('UPDATE fee SET name = ?, amount = ?, amount_minor = ?, valid_to = ? WHERE id = ?').run(
      'name' in body ? String(body.name).trim() : fee.name,
      amount / 100,
      amount,
      validTo,
      fee.id,
    );
    return toFee(findFee(db, fee.id, idTenant));
  });

  app.delete('/api/statistics/billing-fees/:id', EDIT_BILLING, async (request, reply) => {
    const fee = findFee(db, idParam(request), principalOf(request).idTenant);
    db.prepare('DELETE FROM fee WHERE id = ?').run(fee.id);
    return reply.code(204).send();
  });
}
