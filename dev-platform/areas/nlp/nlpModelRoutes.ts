import type { FastifyInstance } from 'fastify';
import { NLP_LIMITS } from '../../../src/shared/nlpRules';
import type { NlpModel, NlpModelStatus, NlpTestResult } from '../../../src/shared/wire/nlp';
import { principalOf } from '../../api/accessGuard';
import type { ApiContext } from '../../api/apiContext';
import { ApiError, badRequest, notFound } from '../../api/apiError';
import type { ListSpec } from '../../api/listQuery';
import { listRoute } from '../../api/listRoutes';
import { formErrors } from '../../api/resourceRules';
import { assertValid, bodyOf } from '../../api/validation';
import type { Db } from '../../db/database';
import type { JobRunner } from '../../jobs/jobRunner';
import { classify, tokenize, type Classifier } from './classifier';
import { findDataset, NLP_ACCESS } from './nlpStore';
import { nlpTrainingJob } from './nlpTraining';

interface ModelRow {
  id: number;
  name: string;
  id_dataset: number;
  dataset_name: string;
  language: string;
  dataset_version: number;
  status: NlpModelStatus;
  accuracy: number | null;
  train_count: number;
  test_count: number;
  confusion: string | null;
  id_task: number | null;
  created: string;
  trained: string | null;
}

const SELECT = `m.id, m.name, m.id_dataset, d.name AS dataset_name, d.language, m.dataset_version, m.status,
  m.accuracy, m.train_count, m.test_count, m.confusion, m.id_task, m.created, m.trained`;
const FROM = 'nlp_model m JOIN nlp_dataset d ON d.id = m.id_dataset';

const toModel = (row: ModelRow): NlpModel => ({
  id: row.id,
  name: row.name,
  idDataset: row.id_dataset,
  datasetName: row.dataset_name,
  language: row.language,
  datasetVersion: row.dataset_version,
  status: row.status,
  accuracy: row.accuracy,
  trainCount: row.train_count,
  testCount: row.test_count,
  confusion: row.confusion ? (JSON.parse(row.confusion) as NlpModel['confusion']) : null,
  idTask: row.id_task,
  created: row.created,
  trained: row.trained,
});

const modelList: ListSpec<ModelRow, NlpModel> = {
  from: FROM,
  select: SELECT,
  fields: {
    id: { sql: 'm.id', type: 'number' },
    name: { sql: 'm.name', type: 'text' },
    idDataset: { sql: 'm.id_dataset', type: 'number' },
    datasetName: { sql: 'd.name', type: 'text' },
    language: { sql: 'd.language', type: 'text' },
    status: { sql: 'm.status', type: 'text' },
    accuracy: { sql: 'm.accuracy', type: 'number' },
    created: { sql: 'm.created', type: 'text' },
  },
  search: ['m.name', 'd.name'],
  defaultSort: { field: 'created', order: 'DESC' },
  tiebreaker: 'm.id',
  toItem: toModel,
};

export function findModel(db: Db, idTenant: number, id: unknown): NlpModel {
  const row = db
    .prepare(`SELECT ${SELECT} FROM ${FROM} WHERE m.id = ? AND m.id_tenant = ?`)
    .get(Number(id) || 0, idTenant) as ModelRow | undefined;
  if (!row) throw notFound('Model not found');
  return toModel(row);
}

/** Models of the tenant context: list, detail, train (a background task), test an utterance, delete. */
export function nlpModelRoutes(app: FastifyInstance, { db, publish }: ApiContext, runner: JobRunner) {
  const { model: access, modelEdit: edit } = NLP_ACCESS;

  listRoute(app, db, {
    url: '/nlp/models',
    access: access.config.access,
    source: ({ idTenant }) => ({ spec: modelList, scope: { where: 'm.id_tenant = ?', params: [idTenant] } }),
  });

  app.get('/nlp/models/:id', access, async (request) =>
    findModel(db, principalOf(request).idTenant, (request.params as { id: string }).id),
  );

  // `{ idDataset, name? }`: the model row is created at once (status training) and trained by a background task.
  app.post('/nlp/models', edit, async (request, reply) => {
    const principal = principalOf(request);
    const body = bodyOf(request);
    assertValid(formErrors('nlpModels', 'create', body));
    if (!Number.isInteger(body.idDataset))
      throw badRequest('Validation failed', { idDataset: 'Unknown dataset' });
    const dataset = findDataset(db, principal.idTenant, body.idDataset);
    const name =
      typeof body.name === 'string' && body.name.trim() !== ''
        ? body.name.trim()
        : `${dataset.name} v${dataset.version}`;
    if (name.length > NLP_LIMITS.name) assertValid({ name: `At most ${NLP_LIMITS.name} characters` });
    if (db.prepare("SELECT 1 FROM nlp_model WHERE id_dataset = ? AND status = 'training'").get(dataset.id))
      throw new ApiError(409, `A model of ${dataset.name} is already being trained`);
    const { lastInsertRowid } = db
      .prepare(
        `INSERT INTO nlp_model (id_tenant, id_dataset, name, dataset_version, status, created)
         VALUES (?, ?, ?, ?, 'training', ?)`,
      )
      .run(principal.idTenant, dataset.id, name, dataset.version, new Date().toISOString());
    const idModel = Number(lastInsertRowid);
    const task = runner.start(
      { idTenant: principal.idTenant, idUser: principal.idUser },
      {
        name: `NLP model training: ${name}`,
        description: `${dataset.name} (${dataset.language}) version ${dataset.version}`,
      },
      nlpTrainingJob({
        db,
        idModel,
        idDataset: dataset.id,
        onSettled: () =>
          publish(principal.idTenant, 'RecordChanged', {
            // The NLP API's models list (`/nlp/models`): the console's nlpModels resource and its read rule.
            path: '/models',
            base: 'nlp',
            id: String(idModel),
            type: 'updated',
          }),
      }),
    );
    db.prepare('UPDATE nlp_model SET id_task = ? WHERE id = ?').run(task.id, idModel);
    reply.code(201);
    return findModel(db, principal.idTenant, idModel);
  });

  app.post('/nlp/models/:id/test', access, async (request): Promise<NlpTestResult> => {
    const { idTenant } = principalOf(request);
    const model = findModel(db, idTenant, (request.params as { id: string }).id);
    const body = bodyOf(request);
    const text = typeof body.text === 'string' ? body.text.trim() : '';
    if (!text) throw badRequest('Validation failed', { text: 'Required' });
    if (text.length > NLP_LIMITS.example)
      throw badRequest('Validation failed', { text: `At most ${NLP_LIMITS.example} characters` });
    if (model.status !== 'ready') throw new ApiError(409, 'The model is not trained yet');
    const stored = db
      .prepare('SELECT classifier FROM nlp_model WHERE id = ?')
      .pluck()
      .get(model.id) as string;
    const classifier = JSON.parse(stored) as Classifier;
    return { text, tokens: tokenize(text), ranking: classify(classifier, text) };
  });

  app.delete('/nlp/models/:id', edit, async (request, reply) => {
    const model = findModel(db, principalOf(request).idTenant, (request.params as { id: string }).id);
    if (model.status === 'training') throw new ApiError(409, 'The model is being trained');
    db.prepare('DELETE FROM nlp_model WHERE id = ?').run(model.id);
    return reply.code(204).send();
  });
}
