import { NLP_LANGUAGE_PATTERN } from '../../shared/nlpRules';
import { defineResource } from '../defineResource';
import { NLP_PERMISSIONS } from './nlpAccess';

/**
 * NLP datasets (SPEC §2 NLP tester "datasets"): one per language and name, on the NLP API. A row (and its name, a
 * link) leads to the dataset's categories (`…/datasets/{language}/{datasetId}/categories`).
 */
export const nlpDatasetsResource = defineResource({
  name: 'nlpDatasets',
  route: 'administration/nlp-tester/datasets',
  section: 'administration',
  representation: 'name',
  icon: 'chat',
  api: {
    base: 'nlp',
    list: { path: '/datasets' },
    get: { path: '/datasets/{id}' },
    create: { path: '/datasets' },
  },
  fields: [
    { source: 'id', type: 'number' },
    { source: 'name', type: 'text', component: 'nlpDatasetLink' },
    { source: 'language', type: 'text' },
    { source: 'description', type: 'longText', sortable: false },
    { source: 'version', type: 'number' },
    { source: 'categoryCount', type: 'number' },
    { source: 'exampleCount', type: 'number' },
    { source: 'updated', type: 'datetime' },
  ],
  list: {
    columns: ['name', 'language', 'categoryCount', 'exampleCount', 'version', 'updated'],
    optionalColumns: ['description'],
    defaultSort: { field: 'name', order: 'ASC' },
    filters: [{ source: 'q', type: 'search' }],
    // A dataset's page is its categories.
    rowClick: { list: 'nlpCategories', params: { language: 'language', datasetId: 'id' } },
  },
  form: {
    create: [
      { source: 'name', validate: [{ name: 'required' }] },
      {
        source: 'language',
        validate: [{ name: 'required' }, { name: 'match', pattern: NLP_LANGUAGE_PATTERN }],
      },
      { source: 'description' },
    ],
  },
  permissions: {
    list: NLP_PERMISSIONS.dataset,
    detail: NLP_PERMISSIONS.dataset,
    create: NLP_PERMISSIONS.datasetEdit,
  },
});
