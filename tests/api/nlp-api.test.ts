import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '../../dev-platform/platform';
import type { ListResponse } from '../../src/shared/wire/common';
import type { BackgroundTask } from '../../src/shared/wire/home';
import type {
  NlpCategory,
  NlpDataset,
  NlpExample,
  NlpImportResult,
  NlpModel,
  NlpTestResult,
} from '../../src/shared/wire/nlp';
import { startTestPlatform } from '../support/testPlatform';
import { sessionFor, tenantIdOf, type Session } from './session';

let platform: Platform;
let operator: Session;
let viewer: Session;
let english: NlpDataset;
let base: string;
let foreignDataset: number;

beforeAll(async () => {
  platform = await startTestPlatform();
  operator = await sessionFor(platform, 'operator');
  viewer = await sessionFor(platform, 'viewer');
  const list = (await operator.call('/nlp/datasets?sort=name')).body as ListResponse<NlpDataset>;
  english = list.items.find((dataset) => dataset.language === 'en')!;
  base = `/nlp/datasets/en/${english.id}`;
  foreignDataset = platform.db
    .prepare('SELECT id FROM nlp_dataset WHERE id_tenant = ? AND language = ?')
    .pluck()
    .get(tenantIdOf(platform, 'Globex Banking'), 'en') as number;
});
afterAll(async () => platform?.close());

/** The model's status once its training task has settled. */
const settledStatus = async (id: number) => {
  await expect
    .poll(async () => ((await operator.call(`/nlp/models/${id}`)).body as NlpModel).status)
    .not.toBe('training');
  return ((await operator.call(`/nlp/models/${id}`)).body as NlpModel).status;
};

describe('NLP datasets and categories', () => {
  it('lists the tenant context’s datasets per language with their counts', async () => {
    const { status, body } = await operator.call('/nlp/datasets');
    expect(status).toBe(200);
    const list = body as ListResponse<NlpDataset>;
    expect(list.items.map((item) => item.language).sort()).toEqual(['cs', 'en']);
    expect(english).toMatchObject({ name: 'Banking assistant', categoryCount: 6, exampleCount: 180 });
    expect(list.items.map((item) => item.id)).not.toContain(foreignDataset);
    const categories = (await operator.call(`${base}/categories`)).body as ListResponse<NlpCategory>;
    expect(categories.total).toBe(6);
    expect(categories.items[0]).toMatchObject({
      id: 'check_balance',
      language: 'en',
      datasetId: english.id,
      exampleCount: 30,
    });
  });

  it('keeps other tenants, wrong languages and unknown names out (404, never 5xx)', async () => {
    expect((await operator.call(`/nlp/datasets/${foreignDataset}`)).status).toBe(404);
    expect((await operator.call(`/nlp/datasets/en/${foreignDataset}/categories`)).status).toBe(404);
    expect((await operator.call(`/nlp/datasets/cs/${english.id}/categories`)).status).toBe(404);
    expect((await operator.call(`/nlp/datasets/en/abc/categories`)).status).toBe(404);
    expect((await operator.call(`${base}/categories/nope`)).status).toBe(404);
    expect((await operator.call(`${base}/categories?sort=bogus`)).status).toBe(400);
  });

  it('needs NlpApi permissions for every call', async () => {
    for (const [method, path] of [
      ['GET', '/nlp/datasets'],
      ['GET', `${base}/categories`],
      ['POST', `${base}/categories`],
      ['GET', `${base}/categories/lost_card/examples`],
      ['POST', `${base}/categories/lost_card/examples/import`],
      ['GET', '/nlp/models'],
      ['POST', '/nlp/models'],
    ])
      expect((await viewer.call(path, { method, body: method === 'POST' ? {} : undefined })).status).toBe(
        403,
      );
    expect((await platform.app.inject({ method: 'GET', url: '/nlp/datasets' })).statusCode).toBe(401);
  });

  it('adds, renames and deletes a category, each a new dataset version', async () => {
    const created = await operator.call(`${base}/categories`, {
      method: 'POST',
      body: { name: 'card_limit' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ id: 'card_limit', exampleCount: 0 });
    expect(
      (await operator.call(`${base}/categories`, { method: 'POST', body: { name: 'card_limit' } })).body,
    ).toMatchObject({
      status: 400,
      errors: { name: 'A category with this name already exists' },
    });
    expect(
      (await operator.call(`${base}/categories`, { method: 'POST', body: { name: 'a/b' } })).status,
    ).toBe(400);
    expect((await operator.call(`${base}/categories`, { method: 'POST', body: [] })).status).toBe(400);
    const renamed = await operator.call(`${base}/categories/card_limit`, {
      method: 'PUT',
      body: { name: 'card_limits' },
    });
    expect(renamed.body).toMatchObject({ id: 'card_limits', name: 'card_limits' });
    // The console renames by the category's composite key and opens the answered key.
    const byKey = await operator.call(`/nlp/categories/en~${english.id}~card_limits`, {
      method: 'PUT',
      body: { name: 'card_limit' },
    });
    expect(byKey.body).toMatchObject({ name: 'card_limit', key: `en~${english.id}~card_limit` });
    expect((await operator.call(`${base}/categories/card_limit`, { method: 'DELETE' })).status).toBe(204);
    const dataset = (await operator.call(`/nlp/datasets/${english.id}`)).body as NlpDataset;
    expect(dataset.version).toBe(english.version + 4);
  });

  it('creates a dataset with a valid language and a unique name', async () => {
    const bad = await operator.call('/nlp/datasets', {
      method: 'POST',
      body: { name: '', language: 'English' },
    });
    expect(bad.body).toMatchObject({
      status: 400,
      errors: { name: 'Field is required', language: 'Value not match' },
    });
    const made = await operator.call('/nlp/datasets', {
      method: 'POST',
      body: { name: 'FAQ', language: 'de' },
    });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ name: 'FAQ', language: 'de', version: 1, categoryCount: 0 });
  });
});

describe('NLP examples', () => {
  const examples = () => `${base}/categories/opening_hours/examples`;

  it('adds, edits and deletes examples', async () => {
    const added = await operator.call(examples(), {
      method: 'POST',
      body: { text: '  are you open on easter monday ' },
    });
    expect(added.status).toBe(201);
    const example = added.body as NlpExample;
    expect(example).toMatchObject({ text: 'are you open on easter monday', category: 'opening_hours' });
    expect((await operator.call(examples(), { method: 'POST', body: { text: '' } })).body).toMatchObject({
      errors: { text: 'Field is required' },
    });
    const edited = await operator.call(`${examples()}/${example.id}`, {
      method: 'PUT',
      body: { text: 'open on easter?' },
    });
    expect(edited.body).toMatchObject({ id: example.id, text: 'open on easter?' });
    expect((await operator.call(`${base}/categories/lost_card/examples/${example.id}`)).status).toBe(404);
    expect((await operator.call(`${examples()}/${example.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await operator.call(`${examples()}/${example.id}`)).status).toBe(404);
    const list = (await operator.call(`${examples()}?filter=${encodeURIComponent('{"q":"sunday"}')}`))
      .body as ListResponse<NlpExample>;
    expect(list.items.every((item) => item.text.includes('sunday'))).toBe(true);
  });

  it('imports CSV rows with per-row errors, and nothing from a file that fails as a whole', async () => {
    const before = ((await operator.call(`${base}/categories/opening_hours`)).body as NlpCategory)
      .exampleCount;
    const csv = `text\r\n"open on new year's day, too?"\r\n\r\n"  "\r\nis the branch open tomorrow\r\n${'x'.repeat(501)}\r\n`;
    const result = await operator.call(`${examples()}/import`, { method: 'POST', body: { csv } });
    expect(result.status).toBe(200);
    expect(result.body as NlpImportResult).toEqual({
      imported: 2,
      summary: '2 examples imported; row 2: The text is empty; row 4: At most 500 characters',
      errors: [
        { row: 2, message: 'The text is empty' },
        { row: 4, message: 'At most 500 characters' },
      ],
    });
    for (const bad of ['"unclosed', 'text\r\n', 'a\u0000b', 'x\n'.repeat(2001), 'y'.repeat(200_001)]) {
      const refused = await operator.call(`${examples()}/import`, { method: 'POST', body: { csv: bad } });
      expect(refused.status).toBe(400);
    }
    expect((await operator.call(`${examples()}/import`, { method: 'POST', body: { csv: 5 } })).status).toBe(
      400,
    );
    // The same collection by the category's composite key (the console's record id).
    const byKey = await operator.call(`/nlp/categories/en~${english.id}~opening_hours/examples?pageSize=1`);
    expect((byKey.body as ListResponse<NlpExample>).total).toBe(before + 2);
    for (const key of ['en~1', `en~${english.id}~%25E0%25A4%25A`, `de~${english.id}~opening_hours`])
      expect((await operator.call(`/nlp/categories/${key}/examples`)).status).toBe(404);
    const after = ((await operator.call(`${base}/categories/opening_hours`)).body as NlpCategory)
      .exampleCount;
    expect(after).toBe(before + 2);
  });
});

describe('NLP models', () => {
  it('lists the seeded models, ready with their held-out accuracy and confusion', async () => {
    const list = (await operator.call('/nlp/models')).body as ListResponse<NlpModel>;
    expect(list.total).toBe(2);
    for (const model of list.items) {
      expect(model.status).toBe('ready');
      expect(model.accuracy).toBeGreaterThanOrEqual(0.9);
      expect(model.confusion?.counts.flat().reduce((a, b) => a + b, 0)).toBe(model.testCount);
    }
  });

  it('trains a model as a background task and classifies utterances with confidences summing to 1', async () => {
    const started = await operator.call('/nlp/models', {
      method: 'POST',
      body: { idDataset: english.id, name: 'Banking test' },
    });
    expect(started.status).toBe(201);
    const model = started.body as NlpModel;
    expect(model).toMatchObject({ status: 'training', datasetName: 'Banking assistant', language: 'en' });
    expect(model.idTask).toEqual(expect.any(Number));
    expect(await settledStatus(model.id)).toBe('ready');
    const task = (await operator.call(`/api/home/tasks/${model.idTask}`)).body as BackgroundTask;
    expect(task.name).toBe('NLP model training: Banking test');
    const trained = (await operator.call(`/nlp/models/${model.id}`)).body as NlpModel;
    expect(trained.status).toBe('ready');
    expect(trained.accuracy).toBeGreaterThan(0.8);
    const tested = await operator.call(`/nlp/models/${model.id}/test`, {
      method: 'POST',
      body: { text: 'Somebody stole my debit card' },
    });
    const result = tested.body as NlpTestResult;
    expect(result.ranking[0]!.category).toBe('lost_card');
    expect(result.ranking.reduce((sum, score) => sum + score.confidence, 0)).toBeCloseTo(1, 10);
  });

  it('refuses bad training and test input with 4xx and keeps other tenants’ models out', async () => {
    expect((await operator.call('/nlp/models', { method: 'POST', body: { idDataset: 'x' } })).status).toBe(
      400,
    );
    expect(
      (await operator.call('/nlp/models', { method: 'POST', body: { idDataset: foreignDataset } })).status,
    ).toBe(404);
    const foreignModel = platform.db
      .prepare('SELECT id FROM nlp_model WHERE id_dataset = ?')
      .pluck()
      .get(foreignDataset) as number;
    expect((await operator.call(`/nlp/models/${foreignModel}`)).status).toBe(404);
    expect(
      (await operator.call(`/nlp/models/${foreignModel}/test`, { method: 'POST', body: { text: 'hi' } }))
        .status,
    ).toBe(404);
    const mine = ((await operator.call('/nlp/models')).body as ListResponse<NlpModel>).items[0]!;
    expect(
      (await operator.call(`/nlp/models/${mine.id}/test`, { method: 'POST', body: { text: '' } })).status,
    ).toBe(400);
    expect(
      (await operator.call(`/nlp/models/${mine.id}/test`, { method: 'POST', body: 'text' })).status,
    ).toBe(400);
  });

  it('fails the training of a dataset without enough examples, with the reason on the task', async () => {
    const made = (
      await operator.call('/nlp/datasets', { method: 'POST', body: { name: 'Thin', language: 'en' } })
    ).body as NlpDataset;
    await operator.call(`/nlp/datasets/en/${made.id}/categories`, { method: 'POST', body: { name: 'only' } });
    const model = (await operator.call('/nlp/models', { method: 'POST', body: { idDataset: made.id } }))
      .body as NlpModel;
    expect(await settledStatus(model.id)).toBe('failed');
    const task = (await operator.call(`/api/home/tasks/${model.idTask}`)).body as BackgroundTask;
    expect(task.description).toBe('A model needs at least 2 categories with examples');
    expect((await operator.call(`/nlp/models/${model.id}`, { method: 'DELETE' })).status).toBe(204);
  });
});
