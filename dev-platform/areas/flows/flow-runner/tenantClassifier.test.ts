// @vitest-environment node
import type { Db } from '../../../db/database';
import { TEST_NOW as NOW, twoTenantsDb } from './twoTenantsDb';
import { train } from '../../nlp/classifier';
import { tenantClassifier } from './tenantClassifier';

function model(db: Db, tenant: number, name: string, examples: [string, string][], trained: string) {
  const dataset = db
    .prepare('INSERT INTO nlp_dataset (id_tenant, language, name, updated) VALUES (?, ?, ?, ?)')
    .run(tenant, 'en', name, NOW).lastInsertRowid;
  const classifier = train(examples.map(([text, category]) => ({ text, category })));
  db.prepare(
    `INSERT INTO nlp_model (id_tenant, id_dataset, name, dataset_version, status, classifier, created, trained)
     VALUES (?, ?, ?, 1, 'ready', ?, ?, ?)`,
  ).run(tenant, dataset, name, JSON.stringify(classifier), NOW, trained);
}

describe('tenantClassifier', () => {
  let db: Db;
  beforeEach(() => {
    db = twoTenantsDb();
    model(
      db,
      1,
      'Banking',
      [
        ['my balance please', 'balance'],
        ['block my card', 'card'],
      ],
      '2026-11-01',
    );
    model(
      db,
      1,
      'Telco',
      [
        ['change my tariff', 'tariff'],
        ['internet is slow', 'internet'],
      ],
      '2026-11-02',
    );
    model(
      db,
      2,
      'Other',
      [
        ['my balance please', 'theirs'],
        ['x', 'y'],
      ],
      '2026-11-03',
    );
  });
  afterEach(() => db.close());

  it("uses the named model, else the tenant's newest, never another tenant's", () => {
    const classify = tenantClassifier(db, 1);
    expect(classify('what is my balance', 'Banking')[0].category).toBe('balance');
    expect(classify('my tariff', undefined)[0].category).toBe('tariff');
    expect(classify('my balance please', 'Other')).toEqual([]);
  });
});
