import type { NlpCategory, NlpDataset } from '../../../src/shared/wire/nlp';
import { notFound } from '../../api/apiError';
import type { Db } from '../../db/database';

/**
 * Access rules of the NLP API (SPEC §6 `NlpApi`): datasets, categories with their examples, models; reading needs
 * the view action, changing the edit action (issue 31.9).
 */
export const NLP_ACCESS = {
  dataset: { config: { access: { area: 'NlpApi', action: 'viewdataset' } } },
  category: { config: { access: { area: 'NlpApi', action: 'viewcategory' } } },
  model: { config: { access: { area: 'NlpApi', action: 'viewmodel' } } },
  datasetEdit: { config: { access: { area: 'NlpApi', action: 'editdataset' } } },
  categoryEdit: { config: { access: { area: 'NlpApi', action: 'editcategory' } } },
  modelEdit: { config: { access: { area: 'NlpApi', action: 'editmodel' } } },
} as const;

interface DatasetRow {
  id: number;
  language: string;
  name: string;
  description: string;
  version: number;
  category_count: number;
  example_count: number;
  updated: string;
}

export const DATASET_SELECT = `d.id, d.language, d.name, d.description, d.version, d.updated,
  (SELECT COUNT(*) FROM nlp_category c WHERE c.id_dataset = d.id) AS category_count,
  (SELECT COUNT(*) FROM nlp_example e JOIN nlp_category c ON c.id = e.id_category WHERE c.id_dataset = d.id)
    AS example_count`;

export const toDataset = (row: DatasetRow): NlpDataset => ({
  id: row.id,
  language: row.language,
  name: row.name,
  description: row.description,
  version: row.version,
  categoryCount: row.category_count,
  exampleCount: row.example_count,
  updated: row.updated,
});

/** A dataset of the tenant by id (and language, when the address names one); 404 otherwise. */
export function findDataset(db: Db, idTenant: number, id: unknown, language?: unknown): NlpDataset {
  const row = db
    .prepare(`SELECT ${DATASET_SELECT} FROM nlp_dataset d WHERE d.id = ? AND d.id_tenant = ?`)
    .get(Number(id) || 0, idTenant) as DatasetRow | undefined;
  if (!row || (language !== undefined && row.language !== language)) throw notFound('Dataset not found');
  return toDataset(row);
}

interface CategoryRow {
  id: number;
  name: string;
  example_count: number;
  updated: string;
}

export const CATEGORY_SELECT = `c.id, c.name, c.updated,
  (SELECT COUNT(*) FROM nlp_example e WHERE e.id_category = c.id) AS example_count`;

export const toCategory = (dataset: NlpDataset) => (row: CategoryRow) =>
  ({
    id: row.name,
    key: [dataset.language, String(dataset.id), row.name].map(encodeURIComponent).join('~'),
    name: row.name,
    language: dataset.language,
    datasetId: dataset.id,
    exampleCount: row.example_count,
    updated: row.updated,
  }) satisfies NlpCategory;

/** A category of a dataset by name with its row id; 404 otherwise. */
export function findCategory(db: Db, dataset: NlpDataset, name: unknown): NlpCategory & { rowId: number } {
  const row = db
    .prepare(`SELECT ${CATEGORY_SELECT} FROM nlp_category c WHERE c.id_dataset = ? AND c.name = ?`)
    .get(dataset.id, String(name)) as CategoryRow | undefined;
  if (!row) throw notFound('Category not found');
  return { ...toCategory(dataset)(row), rowId: row.id };
}

/** Records a change of a dataset's data: a new version (models name the version they learnt from). */
export function touchDataset(db: Db, idDataset: number): void {
  db.prepare('UPDATE nlp_dataset SET version = version + 1, updated = ? WHERE id = ?').run(
    new Date().toISOString(),
    idDataset,
  );
}

/** `{language}~{datasetId}~{category}`, each part URL-encoded: the console's id of a category. */
function keyParts(key: string): { language: string; datasetId: string; category: string } | null {
  const parts = key.split('~');
  if (parts.length !== 3) return null;
  try {
    const [language, datasetId, category] = parts.map((part) => decodeURIComponent(part));
    return { language: language!, datasetId: datasetId!, category: category! };
  } catch {
    return null;
  }
}

/** The category a request's address names, by its parts or by its composite `:key`, with its dataset; 404 otherwise. */
export function categoryOfRequest(db: Db, idTenant: number, request: { params: unknown }) {
  const raw = request.params as { key?: string; language?: string; datasetId?: string; category?: string };
  const params = raw.key === undefined ? raw : keyParts(raw.key);
  if (!params) throw notFound('Category not found');
  const dataset = datasetOfParams(db, idTenant, params);
  return { dataset, ...findCategory(db, dataset, params.category) };
}

/** The dataset the request's `:language/:datasetId` name, in the caller's tenant. */
export function datasetOfParams(db: Db, idTenant: number, params: unknown): NlpDataset {
  const { language, datasetId } = params as { language: string; datasetId: string };
  return findDataset(db, idTenant, datasetId, language);
}
