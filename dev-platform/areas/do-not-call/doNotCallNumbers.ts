import type { FastifyInstance } from 'fastify';
import { DNC_NUMBER_BODY, dncEntryOf, type DncEntry } from '../../../src/shared/doNotCallRules';
import { bodySchemaErrors } from '../../../src/shared/validation/bodySchema';
import { VALIDATION_MESSAGES } from '../../../src/shared/validation/messages';
import { E164_MESSAGE } from '../../../src/shared/e164';
import type { DoNotCallNumber } from '../../../src/shared/wire/doNotCall';
import type { Db } from '../../db/database';
import { principalOf } from '../../api/accessGuard';
import type { ApiContext } from '../../api/apiContext';
import { notFound } from '../../api/apiError';
import type { ListSpec } from '../../api/listQuery';
import { listRoute } from '../../api/listRoutes';
import { assertValid, bodyOf, idParam } from '../../api/validation';
import { DNC_EDIT, DNC_LISTS, DNC_VIEW, findDncList } from './doNotCallLists';

const NUMBERS = '/api/callbot/do-not-call-numbers';

interface NumberRow {
  id: number;
  id_list: number;
  phone: string;
  expires: string | null;
  active: number;
  note: string;
  created: string;
}

// `active` compares with today's UTC day, as `blockedNumbers` does with its moment.
const SELECT = `n.id, n.id_list, n.phone, n.expires, n.note, n.created,
  (n.expires IS NULL OR n.expires >= date('now')) AS active`;

const toNumber = (row: NumberRow): DoNotCallNumber => ({
  id: row.id,
  idList: row.id_list,
  phone: row.phone,
  expires: row.expires,
  active: row.active === 1,
  note: row.note,
  created: row.created,
});

const numberSpec: ListSpec<NumberRow, DoNotCallNumber> = {
  from: 'do_not_call_number n JOIN do_not_call_list l ON l.id = n.id_list',
  select: SELECT,
  fields: {
    id: { sql: 'n.id', type: 'number' },
    idList: { sql: 'n.id_list', type: 'number' },
    phone: { sql: 'n.phone', type: 'text' },
    expires: { sql: 'n.expires', type: 'text' },
    active: { sql: 'active', type: 'boolean', filterable: false },
    note: { sql: 'n.note', type: 'text' },
    created: { sql: 'n.created', type: 'text' },
  },
  search: ['n.phone', 'n.note'],
  defaultSort: { field: 'phone', order: 'ASC' },
  tiebreaker: 'n.id',
  toItem: toNumber,
};

function findNumber(db: Db, id: number, idTenant: number): DoNotCallNumber {
  const row = db
    .prepare(`SELECT ${SELECT} FROM ${numberSpec.from} WHERE n.id = ? AND l.id_tenant = ?`)
    .get(id, idTenant) as NumberRow | undefined;
  if (!row) throw notFound('Number not found');
  return toNumber(row);
}

/** Adds numbers to a list, or updates the expiry and note of those it has; answers how many of each. */
export function upsertNumbers(db: Db, idList: number, entries: readonly DncEntry[]) {
  const existing = db.prepare('SELECT 1 FROM do_not_call_number WHERE id_list = ? AND phone = ?').pluck();
  const upsert = db.prepare(
    `INSERT INTO do_not_call_number (id_list, phone, expires, note, created) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (id_list, phone) DO UPDATE SET expires = excluded.expires, note = excluded.note`,
  );
  const now = new Date().toISOString();
  let updated = 0;
  db.transaction(() => {
    for (const entry of entries) {
      if (existing.get(idList, entry.phone)) updated++;
      upsert.run(idList, entry.phone, entry.expires, entry.note, now);
    }
    db.prepare('UPDATE do_not_call_list SET updated = ? WHERE id = ?').run(now, idList);
  })();
  return { added: entries.length - updated, updated };
}

/** The numbers of the tenant's lists (filter `idList`), one number added to a list, a number removed. */
export function doNotCallNumberRoutes(app: FastifyInstance, { db }: ApiContext) {
  listRoute(app, db, {
    url: NUMBERS,
    access: DNC_VIEW,
    source: ({ idTenant }) => ({ spec: numberSpec, scope: { where: 'l.id_tenant = ?', params: [idTenant] } }),
  });

  app.get(`${NUMBERS}/:id`, { config: { access: DNC_VIEW } }, async (request) =>
    findNumber(db, idParam(request), principalOf(request).idTenant),
  );

  app.post(`${DNC_LISTS}/:id/numbers`, { config: { access: DNC_EDIT } }, async (request, reply) => {
    const { idTenant } = principalOf(request);
    const list = findDncList(db, idParam(request), idTenant);
    const body = bodyOf(request);
    const { errors, entry } = dncEntryOf(body);
    // The form's SPEC §5 message on the field (a file's refused rows keep the hint with the example).
    if (errors.phone === E164_MESSAGE) errors.phone = VALIDATION_MESSAGES.match;
    assertValid({ ...bodySchemaErrors(DNC_NUMBER_BODY, body), ...errors });
    upsertNumbers(db, list.id, [entry]);
    const id = db
      .prepare('SELECT id FROM do_not_call_number WHERE id_list = ? AND phone = ?')
      .pluck()
      .get(list.id, entry.phone) as number;
    reply.code(201);
    return findNumber(db, id, idTenant);
  });

  app.delete(`${NUMBERS}/:id`, { config: { access: DNC_EDIT } }, async (request, reply) => {
    const number = findNumber(db, idParam(request), principalOf(request).idTenant);
    db.prepare('DELETE FROM do_not_call_number WHERE id = ?').run(number.id);
    return reply.code(204).send();
  });
}
