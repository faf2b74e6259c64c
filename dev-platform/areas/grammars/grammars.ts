import type { FastifyInstance } from 'fastify';
import type { ExistsResponse } from '../../../src/shared/wire/common';
import type { Grammar, GrammarKind } from '../../../src/shared/wire/flows';
import type { Db } from '../../db/database';
import { principalOf } from '../../api/accessGuard';
import type { ApiContext } from '../../api/apiContext';
import { notFound } from '../../api/apiError';
import { runList, type ListSpec } from '../../api/listQuery';
import { listRoute } from '../../api/listRoutes';
import { flowList } from '../flows/flowsQuery';
import { formErrors } from '../../api/resourceRules';
import { assertValid, bodyOf, idParam, optionalText } from '../../api/validation';

interface GrammarRow {
  id: number;
  name: string;
  description: string;
  kind: GrammarKind;
  content: string;
  id_language: number | null;
  language_name: string | null;
  flow_count: number;
  created: string;
  updated: string;
}

const KINDS: GrammarKind[] = ['keywords', 'regex', 'srgs'];
const SELECT = `g.id, g.name, g.description, g.kind, g.content, g.id_language, l.name AS language_name, g.created,
  g.updated, (SELECT COUNT(*) FROM call_script_grammar cg WHERE cg.id_grammar = g.id) AS flow_count`;
const FROM = 'grammar g LEFT JOIN language l ON l.id = g.id_language';

const toGrammar = (row: GrammarRow): Grammar => ({
  id: row.id,
  name: row.name,
  description: row.description,
  kind: row.kind,
  content: row.content,
  idLanguage: row.id_language,
  languageName: row.language_name,
  flowCount: row.flow_count,
  created: row.created,
  updated: row.updated,
});

const grammarList: ListSpec<GrammarRow, Grammar> = {
  from: FROM,
  select: SELECT,
  fields: {
    id: { sql: 'g.id', type: 'number' },
    name: { sql: 'g.name', type: 'text' },
    kind: { sql: 'g.kind', type: 'text' },
    idLanguage: { sql: 'g.id_language', type: 'number' },
    languageName: { sql: 'l.name', type: 'text' },
    flowCount: { sql: 'flow_count', type: 'number', filterable: false },
    created: { sql: 'g.created', type: 'text' },
    updated: { sql: 'g.updated', type: 'text' },
  },
  search: ['g.name', 'g.description'],
  defaultSort: { field: 'name', order: 'ASC' },
  tiebreaker: 'g.id',
  toItem: toGrammar,
};

const NAME_TAKEN = 'A grammar with this name already exists';

function findGrammar(db: Db, id: number, idTenant: number): Grammar {
  const row = db
    .prepare(`SELECT ${SELECT} FROM ${FROM} WHERE g.id = ? AND g.id_tenant = ?`)
    .get(id, idTenant) as GrammarRow | undefined;
  if (!row) throw notFound('Grammar not found');
  return toGrammar(row);
}

const nameTaken = (db: Db, idTenant: number, name: string, except = 0) =>
  !!db
    .prepare('SELECT 1 FROM grammar WHERE id_tenant = ? AND name = ? AND id <> ?')
    .get(idTenant, name, except);

/** Field errors of a grammar body (create: every field; update: the fields sent). */
function grammarErrors(
  db: Db,
  body: Record<string, unknown>,
  idTenant: number,
  partial: boolean,
  except = 0,
) {
  const errors = formErrors('grammars', partial ? 'edit' : 'create', body);
  if (!errors.name && 'name' in body && nameTaken(db, idTenant, String(body.name).trim(), except))
    errors.name = NAME_TAKEN;
  if (!errors.kind && 'kind' in body && !KINDS.includes(body.kind as GrammarKind))
    errors.kind = `Expected one of ${KINDS.join(', ')}`;
  if (
    !errors.idLanguage &&
    'idLanguage' in body &&
    !db.prepare('SELECT 1 FROM language WHERE id = ?').get(body.idLanguage)
  )
    errors.idLanguage = 'Unknown language';
  return errors;
}

/** Grammars of the tenant context: list, detail, create, update, duplicate, and the name-existence check. */
export function grammarRoutes(app: FastifyInstance, { db }: ApiContext) {
  const view = { config: { access: { area: 'Grammar', action: 'view' } } } as const;
  const create = { config: { access: { area: 'Grammar', action: 'create' } } } as const;

  listRoute(app, db, {
    url: '/api/assets/grammars',
    access: view.config.access,
    source: ({ idTenant }) => ({
      spec: grammarList,
      scope: { where: 'g.id_tenant = ?', params: [idTenant] },
    }),
  });

  // SPEC §5 "a grammar existence check": exact name within the tenant, the edited grammar excluded.
  app.get('/api/assets/grammars/exists', view, async (request): Promise<ExistsResponse> => {
    const query = request.query as { name?: string; excludeId?: string };
    const name = (query.name ?? '').trim();
    const except = Number(query.excludeId ?? 0);
    return {
      exists:
        name !== '' &&
        nameTaken(db, principalOf(request).idTenant, name, Number.isInteger(except) ? except : 0),
    };
  });

  app.get('/api/assets/grammars/:id', view, async (request) =>
    findGrammar(db, idParam(request), principalOf(request).idTenant),
  );

  // The flows whose current version's listen nodes match the grammar (relations: used in flows, issue 33.6).
  app.get('/api/assets/grammars/:id/flows', view, async (request) => {
    const grammar = findGrammar(db, idParam(request), principalOf(request).idTenant);
    return runList(db, flowList, request.query as Record<string, unknown>, {
      where:
        'c.is_component = 0 AND c.id IN (SELECT id_call_script FROM call_script_grammar WHERE id_grammar = ?)',
      params: [grammar.id],
    });
  });

  app.post('/api/assets/grammars', create, async (request, reply): Promise<Grammar> => {
    const { idTenant } = principalOf(request);
    const body = bodyOf(request);
    assertValid(grammarErrors(db, body, idTenant, false));
    const now = new Date().toISOString();
    const result = db
      .prepare(
        `INSERT INTO grammar (id_tenant, id_language, name, description, kind, content, created, updated)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        idTenant,
        body.idLanguage,
        String(body.name).trim(),
        optionalText(body.description) ?? '',
        body.kind,
        String(body.content),
        now,
        now,
      );
    reply.code(201);
    return findGrammar(db, Number(result.lastInsertRowid), idTenant);
  });

  app.put(
    '/api/assets/grammars/:id',
    { config: { access: { area: 'Grammar', action: 'edit' } } },
    async (request): Promise<Grammar> => {
      const { idTenant } = principalOf(request);
      const grammar = findGrammar(db, idParam(request), idTenant);
      const body = bodyOf(request);
      assertValid(grammarErrors(db, body, idTenant, true, grammar.id));
      db.prepare(
        'UPDATE grammar SET name = ?, description = ?, kind = ?, id_language = ?, content = ?, updated = ? WHERE id = ?',
      ).run(
        'name' in body ? String(body.name).trim() : grammar.name,
        'description' in body ? (optionalText(body.description) ?? '') : grammar.description,
        'kind' in body ? body.kind : grammar.kind,
        'idLanguage' in body ? body.idLanguage : grammar.idLanguage,
        'content' in body ? String(body.content) : grammar.content,
        new Date().toISOString(),
        grammar.id,
      );
      return findGrammar(db, grammar.id, idTenant);
    },
  );

  app.post('/api/assets/grammars/:id/duplicate', create, async (request, reply): Promise<Grammar> => {
    const { idTenant } = principalOf(request);
    const grammar = findGrammar(db, idParam(request), idTenant);
    let name = `${grammar.name} (copy)`;
    for (let n = 2; nameTaken(db, idTenant, name); n++) name = `${grammar.name} (copy ${n})`;
    const now = new Date().toISOString();
    const result = db
      .prepare(
        `INSERT INTO grammar (id_tenant, id_language, name, description, kind, content, created, updated)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(idTenant, grammar.idLanguage, name, grammar.description, grammar.kind, grammar.content, now, now);
    reply.code(201);
    return findGrammar(db, Number(result.lastInsertRowid), idTenant);
  });
}
