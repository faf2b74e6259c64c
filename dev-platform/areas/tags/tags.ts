import type { FastifyInstance } from 'fastify';
import type { Tag } from '../../../src/shared/wire/flows';
import type { Db } from '../../db/database';
import { canAccess } from '../../../src/shared/permissions';
import { principalOf } from '../../api/accessGuard';
import type { ApiContext } from '../../api/apiContext';
import { notFound } from '../../api/apiError';
import type { ListSpec } from '../../api/listQuery';
import type { Principal } from '../../api/principal';
import { listRoute } from '../../api/listRoutes';
import { formErrors } from '../../api/resourceRules';
import { assertValid, bodyOf, idParam } from '../../api/validation';

interface TagRow {
  id: number;
  name: string;
  colour: string;
  flow_count: number;
  created: string;
}

const SELECT = `t.id, t.name, t.colour, t.created,
  (SELECT COUNT(*) FROM call_script_tag ct WHERE ct.id_tag = t.id) AS flow_count`;

const toTag = (row: TagRow): Tag => ({
  id: row.id,
  name: row.name,
  colour: row.colour,
  flowCount: row.flow_count,
  created: row.created,
});

const tagList: ListSpec<TagRow, Tag> = {
  from: 'tag t',
  select: SELECT,
  fields: {
    id: { sql: 't.id', type: 'number' },
    name: { sql: 't.name', type: 'text' },
    colour: { sql: 't.colour', type: 'text' },
    flowCount: { sql: 'flow_count', type: 'number', filterable: false },
    created: { sql: 't.created', type: 'text' },
  },
  search: ['t.name', 't.colour'],
  defaultSort: { field: 'name', order: 'ASC' },
  tiebreaker: 't.id',
  toItem: toTag,
};

function findTag(db: Db, id: number, idTenant: number): Tag {
  const row = db
    .prepare(`SELECT ${SELECT} FROM tag t WHERE t.id = ? AND t.id_tenant = ?`)
    .get(id, idTenant) as TagRow | undefined;
  if (!row) throw notFound('Tag not found');
  return toTag(row);
}

/** The rules `config/resources/tags.json` declares for its form, and a name unique in the tenant. */
function tagErrors(db: Db, body: Record<string, unknown>, idTenant: number, partial: boolean, except = 0) {
  const errors = formErrors('tags', partial ? 'edit' : 'create', body);
  if (
    !errors.name &&
    'name' in body &&
    db
      .prepare('SELECT 1 FROM tag WHERE id_tenant = ? AND name = ? AND id <> ?')
      .get(idTenant, String(body.name).trim(), except)
  )
    errors.name = 'A tag with this name already exists';
  return errors;
}

/** The colour of a tag created by naming it (the tag form's default). */
const NEW_TAG_COLOUR = '#1f4e8c';

/**
 * The ids of tags named by a user (case-insensitive, each once). A name the tenant does not have yet becomes a new
 * tag when the user may edit tags (`Tag/edit`) and it passes the tag form's rules; otherwise 400 names it.
 */
export function tagIdsByName(db: Db, principal: Principal, names: readonly unknown[]): number[] {
  const { idTenant } = principal;
  const find = db.prepare('SELECT id FROM tag WHERE id_tenant = ? AND name = ? COLLATE NOCASE').pluck();
  const mayCreate = canAccess(principal.permissions, 'Tag', 'edit');
  const ids = names.map((raw) => {
    const name = typeof raw === 'string' ? raw.trim() : '';
    const id = find.get(idTenant, name) as number | undefined;
    if (id !== undefined) return id;
    if (!mayCreate || typeof raw !== 'string') assertValid({ tags: `Unknown tag ${String(raw)}` });
    const errors = tagErrors(db, { name, colour: NEW_TAG_COLOUR }, idTenant, false);
    if (errors.name) assertValid({ tags: `${name}: ${errors.name}` });
    const created = db
      .prepare('INSERT INTO tag (id_tenant, name, colour, created) VALUES (?, ?, ?, ?)')
      .run(idTenant, name, NEW_TAG_COLOUR, new Date().toISOString());
    return Number(created.lastInsertRowid);
  });
  return [...new Set(ids)];
}

/** Tags of the tenant context (the runtime JSON resource `tags`): list, detail, create, update, delete. */
export function tagRoutes(app: FastifyInstance, { db }: ApiContext) {
  const view = { config: { access: { area: 'Tag', action: 'view' } } } as const;
  const edit = { config: { access: { area: 'Tag', action: 'edit' } } } as const;

  listRoute(app, db, {
    url: '/api/assets/tags',
    access: view.config.access,
    source: ({ idTenant }) => ({ spec: tagList, scope: { where: 't.id_tenant = ?', params: [idTenant] } }),
  });

  app.get('/api/assets/tags/:id', view, async (request) =>
    findTag(db, idParam(request), principalOf(request).idTenant),
  );

  app.post('/api/assets/tags', edit, async (request, reply): Promise<Tag> => {
    const { idTenant } = principalOf(request);
    const body = bodyOf(request);
    assertValid(tagErrors(db, body, idTenant, false));
    const result = db
      .prepare('INSERT INTO tag (id_tenant, name, colour, created) VALUES (?, ?, ?, ?)')
      .run(idTenant, String(body.name).trim(), String(body.colour), new Date().toISOString());
    reply.code(201);
    return findTag(db, Number(result.lastInsertRowid), idTenant);
  });

  app.put('/api/assets/tags/:id', edit, async (request): Promise<Tag> => {
    const { idTenant } = principalOf(request);
    const tag = findTag(db, idParam(request), idTenant);
    const body = bodyOf(request);
    assertValid(tagErrors(db, body, idTenant, true, tag.id));
    db.prepare('UPDATE tag SET name = ?, colour = ? WHERE id = ?').run(
      'name' in body ? String(body.name).trim() : tag.name,
      'colour' in body ? String(body.colour) : tag.colour,
      tag.id,
    );
    return findTag(db, tag.id, idTenant);
  });

  app.delete('/api/assets/tags/:id', edit, async (request, reply) => {
    const tag = findTag(db, idParam(request), principalOf(request).idTenant);
    // Links to flows go with the tag (ON DELETE CASCADE).
    db.prepare('DELETE FROM tag WHERE id = ?').run(tag.id);
    return reply.code(204).send();
  });
}
