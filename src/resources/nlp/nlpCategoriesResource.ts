import { NLP_CATEGORY_PATTERN } from '../../shared/nlpRules';
import { defineResource } from '../defineResource';
import type { InputSpec } from '../schema/inputSchema';
import { NLP_PERMISSIONS } from './nlpAccess';

const name: InputSpec = {
  source: 'name',
  validate: [{ name: 'required' }, { name: 'match', pattern: NLP_CATEGORY_PATTERN }],
};
const text: InputSpec = { source: 'text', validate: [{ name: 'required' }] };
const EXAMPLE = '/datasets/{language}/{datasetId}/categories/{category}/examples/{rowId}';

/**
 * Categories (intents) of an NLP dataset (SPEC §2 `datasets/{language}/{datasetId}/categories`, `…/{category}`
 * overview): a record is keyed by language, dataset id and name; its overview lists its example utterances with
 * add, edit and delete, and the category can be renamed, deleted or fed examples from a CSV file.
 */
export const nlpCategoriesResource = defineResource({
  name: 'nlpCategories',
  route: 'administration/nlp-tester/datasets/:language/:datasetId/categories',
  section: 'administration',
  key: ['language', 'datasetId', 'name'],
  representation: 'name',
  icon: 'tag',
  // Reached from a dataset's row; its menu entry would need a dataset.
  navigation: false,
  // The breadcrumbs name the dataset the categories belong to.
  parent: { resource: 'nlpDatasets', param: 'datasetId' },
  api: {
    base: 'nlp',
    list: { path: '/datasets/{language}/{datasetId}/categories' },
    get: { path: '/datasets/{language}/{datasetId}/categories/{name}' },
    create: { path: '/datasets/{language}/{datasetId}/categories' },
    delete: { path: '/datasets/{language}/{datasetId}/categories/{name}' },
  },
  fields: [
    { source: 'id', type: 'text' },
    { source: 'name', type: 'text' },
    { source: 'language', type: 'text' },
    { source: 'datasetId', type: 'number' },
    { source: 'exampleCount', type: 'number' },
    { source: 'updated', type: 'datetime' },
    // Inputs of the actions below.
    { source: 'text', type: 'longText' },
    { source: 'csv', type: 'longText' },
  ],
  list: {
    columns: ['name', 'exampleCount', 'updated'],
    defaultSort: { field: 'name', order: 'ASC' },
    filters: [{ source: 'q', type: 'search' }],
  },
  detail: {
    route: ':name',
    tabs: [
      {
        path: 'overview',
        sections: [
          { fields: ['name', 'language', 'exampleCount', 'updated'] },
          {
            related: [
              {
                resource: 'nlpExamples',
                target: 'category',
                apiPath: '/categories/{id}/examples',
                perPage: 25,
                rowActions: ['editExample', 'deleteExample'],
                create: { path: '/categories/{id}/examples' },
              },
            ],
          },
        ],
      },
    ],
  },
  form: { create: [name] },
  actions: [
    {
      name: 'rename',
      scope: 'record',
      icon: 'edit',
      call: { method: 'PUT', path: '/categories/{id}' },
      form: [name],
      onSuccess: 'openResult',
      resultPath: 'key',
      permissions: NLP_PERMISSIONS.categoryEdit,
    },
    {
      name: 'importExamples',
      scope: 'record',
      icon: 'input',
      call: { method: 'POST', path: '/categories/{id}/examples/import' },
      form: [{ source: 'csv', validate: [{ name: 'required' }] }],
      onSuccess: 'showResult',
      resultPath: 'summary',
      permissions: NLP_PERMISSIONS.categoryEdit,
    },
    {
      name: 'editExample',
      scope: 'row',
      icon: 'edit',
      call: { method: 'PUT', path: EXAMPLE },
      form: [text],
      permissions: NLP_PERMISSIONS.categoryEdit,
    },
    {
      name: 'deleteExample',
      scope: 'row',
      icon: 'delete',
      call: { method: 'DELETE', path: EXAMPLE },
      confirm: true,
      permissions: NLP_PERMISSIONS.categoryEdit,
    },
  ],
  permissions: {
    list: NLP_PERMISSIONS.category,
    detail: NLP_PERMISSIONS.category,
    create: NLP_PERMISSIONS.categoryEdit,
    delete: NLP_PERMISSIONS.categoryEdit,
  },
});
