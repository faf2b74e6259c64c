import type { FastifyInstance } from 'fastify';
import { DNC_LIST_BODY } from '../../../src/shared/doNotCallRules';
import { bodySchemaErrors, NAME_MAX } from '../../../src/shared/validation/bodySchema';
import { VALIDATION_MESSAGES } from '../../../src/shared/validation/messages';
import type { DoNotCallList } from '../../../src/shared/wire/doNotCall';
import type { Db } from '../../db/database';
import { principalOf } from '../../api/accessGuard';
import type { ApiContext } from '../../api/apiContext';
import { notFound } from '../../api/apiError';
import type { ListSpec } from '../../api/listQuery';
import { listRoute } from '../../api/listRoutes';
import { assertValid, bodyOf, idParam } from '../../api/validation';

export const DNC_LISTS = '/api/callbot/do-not-call-lists';
export const DNC_VIEW = { area: 'DoNotCall', action: 'view' } as const;
export const DNC_EDIT = { area: 'DoNotCall', action: 'edit' } as const;

interface ListRow {
  id: number;
  name: string;
  description: string;
  number_count: number;
  created: string;
  updated: string;
}

const SELECT = `l.id, l.name, l.description, l.created, l.updated,
  (SELECT COUNT(*) FROM do_not_call_number n WHERE n.id_list = l.id) AS number_count`;

const toList = (row: ListRow): DoNotCallList => ({
  id: row.id,
  name: row.name,
  description: row.description,
  numberCount: row.number_count,
  created: row.created,
  updated: row.updated,
});

const listSpec: ListSpec<ListRow, DoNotCallList> = {
  from: 'do_not_call_list l',
  select: SELECT,
  fields: {
    id: { sql: 'l.id', type: 'number' },
    name: { sql: 'l.name', type: 'text' },
    description: { sql: 'l.description', type: 'text' },
    numberCount: { sql: 'number_count', type: 'number', filterable: false },
    created: { sql: 'l.created', type: 'text' },
    updated: { sql: 'l.updated', type: 'text' },
  },
  search: ['l.name', 'l.description'],
  defaultSort: { field: 'name', order: 'ASC' },
  tiebreaker: 'l.id',
  toItem: toList,
};

/** A list of the tenant, or 404 (a foreign list is no list). */
export function findDncList(db: Db, id: number, idTenant: number): DoNotCallList {
  const row = db
    .prepare(`SELECT ${SELECT} FROM do_not_call_list l WHERE l.id = ? AND l.id_tenant = ?`)
    .get(id, idTenant) as ListRow | undefined;
  if (!row) throw notFound('Do-not-call list not found');
  return toList(row);
}

/** The body's rules and a name unique in the tenant. */
function listErrors(db: Db, body: Record<string, unknown>, idTenant: number, except = 0) {
  const errors = bodySchemaErrors(DNC_LIST_BODY, body);
  // The form's rule for names (NAME_RULES): SPEC §5 "Value not match" past the longest name.
  if (errors.name && typeof body.name === 'string' && body.name.length > NAME_MAX)
    errors.name = VALIDATION_MESSAGES.match;
  if (
    !errors.name &&
    db
      .prepare('SELECT 1 FROM do_not_call_list WHERE id_tenant = ? AND name = ? COLLATE NOCASE AND id <> ?')
      .get(idTenant, String(body.name).trim(), except)
  )
    errors.name = 'A list with this name already exists';
  return errors;
}

/** The tenant's do-not-call lists: list, detail, create, update, delete (the numbers go with the list). */
export function doNotCallListRoutes(app: FastifyInstance, { db }: ApiContext) {
  listRoute(app, db, {
    url: DNC_LISTS,
    access: DNC_VIEW,
    source: ({ idTenant }) => ({ spec: listSpec, scope: { where: 'l.id_tenant = ?', params: [idTenant] } }),
  });

  app.get(`${DNC_LISTS}/:id`, { config: { access: DNC_VIEW } }, async (request) =>
    findDncList(db, idParam(request), principalOf(request).idTenant),
  );

  app.post(DNC_LISTS, { config: { access: DNC_EDIT } }, async (request, reply) => {
    const { idTenant } = principalOf(request);
    const body = bodyOf(request);
    assertValid(listErrors(db, body, idTenant));
    const now = new Date().toISOString();
    const created = db
      .prepare(
        'INSERT INTO do_not_call_list (id_tenant, name, description, created, updated) VALUES (?, ?, ?, ?, ?)',
      )
      .run(idTenant, String(body.name).trim(), String(body.description ?? '').trim(), now, now);
    reply.code(201);
    return findDncList(db, Number(created.lastInsertRowid), idTenant);
  });

  app.put(`${DNC_LISTS}/:id`, { config: { access: DNC_EDIT } }, async (request) => {
    const { idTenant } = principalOf(request);
    const list = findDncList(db, idParam(request), idTenant);
    const body = { name: list.name, description: list.description, ...bodyOf(request) };
    assertValid(listErrors(db, body, idTenant, list.id));
    db.prepare('UPDATE do_not_call_list SET name = ?, description = ?, updated = ? WHERE id = ?').run(
      String(body.name).trim(),
      String(body.description ?? '').trim(),
      new Date().toISOString(),
      list.id,
    );
    return findDncList(db, list.id, idTenant);
  });

  app.delete(`${DNC_LISTS}/:id`, { config: { access: DNC_EDIT } }, async (request, reply) => {
    const list = findDncList(db, idParam(request), principalOf(request).idTenant);
    db.prepare('DELETE FROM do_not_call_list WHERE id = ?').run(list.id);
    return reply.code(204).send();
  });
}
