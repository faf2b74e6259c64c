import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { exampleTextError } from '../../../src/shared/nlpRules';
import type { NlpCategory, NlpExample, NlpImportResult } from '../../../src/shared/wire/nlp';
import { principalOf } from '../../api/accessGuard';
import type { ApiContext } from '../../api/apiContext';
import { badRequest, notFound } from '../../api/apiError';
import { runList, type ListSpec } from '../../api/listQuery';
import { actionErrors, formErrors } from '../../api/resourceRules';
import { assertValid, bodyOf } from '../../api/validation';
import type { Db } from '../../db/database';
import { importRows } from './nlpCsv';
import { categoryOfRequest, NLP_ACCESS, touchDataset } from './nlpStore';
import { counted } from '../../../src/shared/counted';

interface ExampleRow {
  id: number;
  text: string;
  created: string;
}

const EXAMPLES = '/nlp/datasets/:language/:datasetId/categories/:category/examples';
// The same collection addressed by the category's composite key (related lists and record actions name `{id}`).
const BY_KEY = '/nlp/categories/:key/examples';

function exampleList(category: NlpCategory): ListSpec<ExampleRow, NlpExample> {
  return {
    from: 'nlp_example e',
    select: 'e.id, e.text, e.created',
    fields: {
      id: { sql: 'e.id', type: 'number' },
      text: { sql: 'e.text', type: 'text' },
      created: { sql: 'e.created', type: 'text' },
    },
    search: ['e.text'],
    defaultSort: { field: 'text', order: 'ASC' },
    tiebreaker: 'e.id',
    toItem: (row) => ({
      id: row.id,
      text: row.text,
      created: row.created,
      category: category.name,
      language: category.language,
      datasetId: category.datasetId,
    }),
  };
}

/** The category the request's address names (by its parts or its composite key), in the caller's tenant. */
const categoryOf = (db: Db, request: FastifyRequest) =>
  categoryOfRequest(db, principalOf(request).idTenant, request);

function findExample(db: Db, category: ReturnType<typeof categoryOf>, id: unknown): NlpExample {
  const row = db
    .prepare('SELECT e.id, e.text, e.created FROM nlp_example e WHERE e.id = ? AND e.id_category = ?')
    .get(Number(id) || 0, category.rowId) as ExampleRow | undefined;
  if (!row) throw notFound('Example not found');
  return exampleList(category).toItem(row);
}

/** The example text of a body: the form's rules (the console's messages), then the length limit. */
const textOf = (body: Record<string, unknown>, errors: Record<string, string>) => {
  assertValid(errors);
  const error = exampleTextError(body.text);
  assertValid(error ? { text: error } : {});
  return String(body.text).trim();
};

/** Example utterances of a category: list, add, edit, delete, and import from CSV. */
export function nlpExampleRoutes(app: FastifyInstance, { db }: Pick<ApiContext, 'db'>) {
  const { category: access, categoryEdit: edit } = NLP_ACCESS;

  const list = async (request: FastifyRequest) => {
    const category = categoryOf(db, request);
    return runList(db, exampleList(category), request.query as Record<string, unknown>, {
      where: 'e.id_category = ?',
      params: [category.rowId],
    });
  };
  app.get(EXAMPLES, access, list);
  app.get(BY_KEY, access, list);

  const one = async (request: FastifyRequest) =>
    findExample(db, categoryOf(db, request), (request.params as { id: string }).id);
  app.get(`${EXAMPLES}/:id`, access, one);
  app.get(`${BY_KEY}/:id`, access, one);

  const add = async (request: FastifyRequest, reply: FastifyReply) => {
    const category = categoryOf(db, request);
    const body = bodyOf(request);
    const text = textOf(body, formErrors('nlpExamples', 'create', body));
    const { lastInsertRowid } = db
      .prepare('INSERT INTO nlp_example (id_category, text, created) VALUES (?, ?, ?)')
      .run(category.rowId, text, new Date().toISOString());
    touchDataset(db, category.datasetId);
    reply.code(201);
    return findExample(db, category, lastInsertRowid);
  };
  app.post(EXAMPLES, edit, add);
  app.post(BY_KEY, edit, add);

  app.put(`${EXAMPLES}/:id`, edit, async (request) => {
    const category = categoryOf(db, request);
    const example = findExample(db, category, (request.params as { id: string }).id);
    const body = bodyOf(request);
    const text = textOf(body, actionErrors('nlpCategories', 'editExample', body));
    db.prepare('UPDATE nlp_example SET text = ? WHERE id = ?').run(text, example.id);
    touchDataset(db, category.datasetId);
    return findExample(db, category, example.id);
  });

  app.delete(`${EXAMPLES}/:id`, edit, async (request, reply) => {
    const category = categoryOf(db, request);
    const example = findExample(db, category, (request.params as { id: string }).id);
    db.prepare('DELETE FROM nlp_example WHERE id = ?').run(example.id);
    touchDataset(db, category.datasetId);
    return reply.code(204).send();
  });

  // `{ csv }`: the file's text. Good rows are added in one transaction; bad rows are answered with their reason.
  const importCsv = async (request: FastifyRequest): Promise<NlpImportResult> => {
    const category = categoryOf(db, request);
    const body = bodyOf(request);
    assertValid(actionErrors('nlpCategories', 'importExamples', body));
    if (typeof body.csv !== 'string')
      throw badRequest('Validation failed', { csv: 'Expected the text of a CSV file' });
    const { texts, errors } = importRows(body.csv);
    const insert = db.prepare('INSERT INTO nlp_example (id_category, text, created) VALUES (?, ?, ?)');
    const created = new Date().toISOString();
    db.transaction(() => {
      for (const { text } of texts) insert.run(category.rowId, text, created);
      if (texts.length > 0) touchDataset(db, category.datasetId);
    })();
    const refused = errors.map((error) => `row ${error.row}: ${error.message}`);
    const summary = [`${counted(texts.length, 'example')} imported`, ...refused].join('; ');
    return { imported: texts.length, summary, errors };
  };
  app.post(`${EXAMPLES}/import`, edit, importCsv);
  app.post(`${BY_KEY}/import`, edit, importCsv);
}
