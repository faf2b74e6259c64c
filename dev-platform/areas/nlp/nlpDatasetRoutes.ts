import type { FastifyInstance, FastifyRequest } from 'fastify';
import { NLP_LIMITS } from '../../../src/shared/nlpRules';
import type { NlpCategory, NlpDataset } from '../../../src/shared/wire/nlp';
import { principalOf } from '../../api/accessGuard';
import type { ApiContext } from '../../api/apiContext';
import { runList, type ListSpec } from '../../api/listQuery';
import { listRoute } from '../../api/listRoutes';
import { actionErrors, formErrors } from '../../api/resourceRules';
import { assertValid, bodyOf } from '../../api/validation';
import {
  CATEGORY_SELECT,
  categoryOfRequest,
  DATASET_SELECT,
  datasetOfParams,
  findCategory,
  findDataset,
  NLP_ACCESS,
  toCategory,
  toDataset,
  touchDataset,
} from './nlpStore';

const datasetList: ListSpec<Parameters<typeof toDataset>[0], NlpDataset> = {
  from: 'nlp_dataset d',
  select: DATASET_SELECT,
  fields: {
    id: { sql: 'd.id', type: 'number' },
    language: { sql: 'd.language', type: 'text' },
    name: { sql: 'd.name', type: 'text' },
    version: { sql: 'd.version', type: 'number' },
    categoryCount: { sql: 'category_count', type: 'number', filterable: false },
    exampleCount: { sql: 'example_count', type: 'number', filterable: false },
    updated: { sql: 'd.updated', type: 'text' },
  },
  search: ['d.name', 'd.description', 'd.language'],
  defaultSort: { field: 'name', order: 'ASC' },
  tiebreaker: 'd.id',
  toItem: toDataset,
};

function categoryList(
  dataset: NlpDataset,
): ListSpec<Parameters<ReturnType<typeof toCategory>>[0], NlpCategory> {
  return {
    from: 'nlp_category c',
    select: CATEGORY_SELECT,
    fields: {
      name: { sql: 'c.name', type: 'text' },
      exampleCount: { sql: 'example_count', type: 'number', filterable: false },
      updated: { sql: 'c.updated', type: 'text' },
    },
    search: ['c.name'],
    defaultSort: { field: 'name', order: 'ASC' },
    tiebreaker: 'c.id',
    toItem: toCategory(dataset),
  };
}

const DATASETS = '/nlp/datasets';
const CATEGORIES = '/nlp/datasets/:language/:datasetId/categories';

/** Datasets of the tenant context and their categories (create, rename, delete). */
export function nlpDatasetRoutes(app: FastifyInstance, { db }: Pick<ApiContext, 'db'>) {
  listRoute(app, db, {
    url: DATASETS,
    access: NLP_ACCESS.dataset.config.access,
    source: ({ idTenant }) => ({
      spec: datasetList,
      scope: { where: 'd.id_tenant = ?', params: [idTenant] },
    }),
  });

  app.get(`${DATASETS}/:id`, NLP_ACCESS.dataset, async (request) =>
    findDataset(db, principalOf(request).idTenant, (request.params as { id: string }).id),
  );

  app.post(DATASETS, NLP_ACCESS.datasetEdit, async (request, reply) => {
    const { idTenant } = principalOf(request);
    const body = bodyOf(request);
    assertValid(formErrors('nlpDatasets', 'create', body));
    const name = String(body.name).trim();
    if (name.length > NLP_LIMITS.name) assertValid({ name: `At most ${NLP_LIMITS.name} characters` });
    const language = String(body.language);
    if (
      db
        .prepare('SELECT 1 FROM nlp_dataset WHERE id_tenant = ? AND language = ? AND name = ?')
        .get(idTenant, language, name)
    )
      assertValid({ name: 'A dataset with this name already exists in this language' });
    const description = typeof body.description === 'string' ? body.description.trim().slice(0, 500) : '';
    const { lastInsertRowid } = db
      .prepare(
        'INSERT INTO nlp_dataset (id_tenant, language, name, description, version, updated) VALUES (?, ?, ?, ?, 1, ?)',
      )
      .run(idTenant, language, name, description, new Date().toISOString());
    reply.code(201);
    return findDataset(db, idTenant, lastInsertRowid);
  });

  app.get(CATEGORIES, NLP_ACCESS.category, async (request) => {
    const dataset = datasetOfParams(db, principalOf(request).idTenant, request.params);
    return runList(db, categoryList(dataset), request.query as Record<string, unknown>, {
      where: 'c.id_dataset = ?',
      params: [dataset.id],
    });
  });

  app.get(`${CATEGORIES}/:category`, NLP_ACCESS.category, async (request) => {
    const dataset = datasetOfParams(db, principalOf(request).idTenant, request.params);
    const { rowId: _rowId, ...category } = findCategory(
      db,
      dataset,
      (request.params as { category: string }).category,
    );
    return category;
  });

  const uniqueName = (idDataset: number, name: string) => {
    if (db.prepare('SELECT 1 FROM nlp_category WHERE id_dataset = ? AND name = ?').get(idDataset, name))
      assertValid({ name: 'A category with this name already exists' });
  };

  app.post(CATEGORIES, NLP_ACCESS.categoryEdit, async (request, reply) => {
    const dataset = datasetOfParams(db, principalOf(request).idTenant, request.params);
    const body = bodyOf(request);
    assertValid(formErrors('nlpCategories', 'create', body));
    const name = String(body.name).trim();
    uniqueName(dataset.id, name);
    db.prepare('INSERT INTO nlp_category (id_dataset, name, updated) VALUES (?, ?, ?)').run(
      dataset.id,
      name,
      new Date().toISOString(),
    );
    touchDataset(db, dataset.id);
    reply.code(201);
    const { rowId: _rowId, ...category } = findCategory(db, dataset, name);
    return category;
  });

  // Rename: by the category's address or its composite key (the console's record action); answers the renamed one.
  const rename = async (request: FastifyRequest) => {
    const { dataset, ...category } = categoryOfRequest(db, principalOf(request).idTenant, request);
    const body = bodyOf(request);
    assertValid(actionErrors('nlpCategories', 'rename', body));
    const name = String(body.name).trim();
    if (name !== category.name) uniqueName(dataset.id, name);
    db.prepare('UPDATE nlp_category SET name = ?, updated = ? WHERE id = ?').run(
      name,
      new Date().toISOString(),
      category.rowId,
    );
    touchDataset(db, dataset.id);
    const { rowId: _rowId, ...renamed } = findCategory(db, dataset, name);
    return renamed;
  };
  app.put(`${CATEGORIES}/:category`, NLP_ACCESS.categoryEdit, rename);
  app.put('/nlp/categories/:key', NLP_ACCESS.categoryEdit, rename);

  app.delete(`${CATEGORIES}/:category`, NLP_ACCESS.categoryEdit, async (request, reply) => {
    const dataset = datasetOfParams(db, principalOf(request).idTenant, request.params);
    const category = findCategory(db, dataset, (request.params as { category: string }).category);
    db.prepare('DELETE FROM nlp_category WHERE id = ?').run(category.rowId);
    touchDataset(db, dataset.id);
    return reply.code(204).send();
  });
}
