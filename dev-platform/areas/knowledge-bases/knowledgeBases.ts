import type { FastifyInstance } from 'fastify';
import type { KnowledgeBase } from '../../../src/resources/knowledge-bases/knowledgeBaseWire';
import type { Db } from '../../db/database';
import { principalOf } from '../../api/accessGuard';
import type { ApiContext } from '../../api/apiContext';
import type { ListSpec } from '../../api/listQuery';
import { textOr } from '../../api/recordFields';
import { formErrors } from '../../api/resourceRules';
import { assertValid, bodyOf, idParam } from '../../api/validation';
import { inTenantScope } from '../tenants/tenantRecords';
import { scopedFinder, scopedRecordRoutes } from '../tenants/tenantScopedRecords';

const kbList: ListSpec<KnowledgeBase, KnowledgeBase> = {
  from: 'knowledge_base k JOIN tenant t ON t.id = k.id_tenant LEFT JOIN language g ON g.id = k.id_language',
  select: `k.id, k.name, k.description, k.id_language AS idLanguage, g.name AS languageName,
    k.id_tenant AS idTenant, t.name AS tenantName,
    (SELECT COUNT(*) FROM knowledge_base_file f WHERE f.id_knowledge_base = k.id) AS fileCount,
    (SELECT COUNT(*) FROM knowledge_base_url u WHERE u.id_knowledge_base = k.id) AS urlCount,
    k.created, k.updated`,
  fields: {
    id: { sql: 'k.id', type: 'number' },
    name: { sql: 'k.name', type: 'text' },
    idLanguage: { sql: 'k.id_language', type: 'number' },
    languageName: { sql: 'g.name', type: 'text' },
    idTenant: { sql: 'k.id_tenant', type: 'number' },
    tenantName: { sql: 't.name', type: 'text' },
    fileCount: { sql: 'fileCount', type: 'number', filterable: false },
    urlCount: { sql: 'urlCount', type: 'number', filterable: false },
    created: { sql: 'k.created', type: 'text' },
    updated: { sql: 'k.updated', type: 'text' },
  },
  search: ['k.name', 'k.description'],
  defaultSort: { field: 'name', order: 'ASC' },
  tiebreaker: 'k.id',
  toItem: (row) => row,
};

const KB_COLUMNS = { id: 'k.id', tenant: 'k.id_tenant' };

/** A knowledge base of the caller's scope; 404 `Knowledge base not found` otherwise. */
export const findKnowledgeBase = (db: Db, id: number, idContext: number): KnowledgeBase =>
  scopedFinder(db, kbList, KB_COLUMNS, 'Knowledge base')(id, idContext);

/** Marks a knowledge base changed (its files or URLs changed). */
export const touchKnowledgeBase = (db: Db, id: number) =>
  db.prepare('UPDATE knowledge_base SET updated = ? WHERE id = ?').run(new Date().toISOString(), id);

function baseErrors(db: Db, body: Record<string, unknown>, form: 'create' | 'edit') {
  const errors = formErrors('knowledgeBases', form, body);
  const language = body.idLanguage;
  if (language !== undefined && language !== null && language !== '' && !errors.idLanguage) {
    const known =
      Number.isInteger(language) && db.prepare('SELECT 1 FROM language WHERE id = ?').get(language);
    if (!known) errors.idLanguage = 'This language is not available';
  }
  if ('description' in body && body.description !== null && typeof body.description !== 'string')
    errors.description = 'Expected text';
  else if (typeof body.description === 'string' && body.description.length > 2000)
    errors.description = 'At most 2000 characters';
  return errors;
}

const languageOf = (body: Record<string, unknown>, current: number | null) =>
  'idLanguage' in body ? (Number.isInteger(body.idLanguage) ? (body.idLanguage as number) : null) : current;

/** Knowledge bases of the tenant context and below: list, detail, create, edit, remove. */
export function knowledgeBaseRoutes(app: FastifyInstance, { db }: ApiContext) {
  const view = { area: 'KnowledgeBase', action: 'view' };
  const edit = { config: { access: { area: 'KnowledgeBase', action: 'edit' } } } as const;
  scopedRecordRoutes(app, db, {
    url: '/api/knowledge-base/bases',
    access: view,
    spec: kbList,
    columns: KB_COLUMNS,
    what: 'Knowledge base',
  });

  app.post('/api/knowledge-base/bases', edit, async (request, reply) => {
    const { idTenant } = principalOf(request);
    const body = bodyOf(request);
    const errors = baseErrors(db, body, 'create');
    if (!errors.idTenant && !inTenantScope(db, idTenant, body.idTenant))
      errors.idTenant = 'This tenant is not available';
    assertValid(errors);
    const now = new Date().toISOString();
    const id = db
      .prepare(
        `INSERT INTO knowledge_base (id_tenant, id_language, name, description, created, updated)
         VALUES (?, ?, ?, ?, ?, ?)`,
      )
      .run(
        body.idTenant,
        languageOf(body, null),
        String(body.name).trim(),
        textOr(body, 'description', '') ?? '',
        now,
        now,
      ).lastInsertRowid;
    reply.code(201);
    return findKnowledgeBase(db, Number(id), idTenant);
  });

  app.put('/api/knowledge-base/bases/:id', edit, async (request) => {
    const { idTenant } = principalOf(request);
    const base = findKnowledgeBase(db, idParam(request), idTenant);
    const body = bodyOf(request);
    assertValid(baseErrors(db, body, 'edit'));
    db.prepare(
      'UPDATE knowledge_base SET name = ?, description = ?, id_language = ?, updated = ? WHERE id = ?',
    ).run(
      textOr(body, 'name', base.name),
      textOr(body, 'description', base.description) ?? '',
      languageOf(body, base.idLanguage),
      new Date().toISOString(),
      base.id,
    );
    return findKnowledgeBase(db, base.id, idTenant);
  });

  app.delete('/api/knowledge-base/bases/:id', edit, async (request, reply) => {
    const base = findKnowledgeBase(db, idParam(request), principalOf(request).idTenant);
    db.prepare('DELETE FROM knowledge_base WHERE id = ?').run(base.id);
    return reply.code(204).send();
  });
}
