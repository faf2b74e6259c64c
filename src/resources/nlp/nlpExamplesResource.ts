import { defineResource } from '../defineResource';
import { NLP_PERMISSIONS } from './nlpAccess';

/** Example utterances of a category, shown inside the category's overview (by the category's composite key). */
export const nlpExamplesResource = defineResource({
  name: 'nlpExamples',
  route: 'administration/nlp-tester/categories/:key/examples',
  embedded: true,
  representation: 'text',
  api: {
    base: 'nlp',
    list: { path: '/categories/{key}/examples' },
    get: { path: '/categories/{key}/examples/{id}' },
    create: { path: '/categories/{key}/examples' },
  },
  fields: [
    { source: 'id', type: 'number' },
    { source: 'text', type: 'longText' },
    { source: 'category', type: 'text' },
    { source: 'language', type: 'text' },
    { source: 'datasetId', type: 'number' },
    { source: 'created', type: 'datetime' },
  ],
  list: {
    columns: ['text', 'created'],
    defaultSort: { field: 'text', order: 'ASC' },
    filters: [{ source: 'q', type: 'search', alwaysOn: true }],
    rowClick: 'none',
  },
  form: { create: [{ source: 'text', validate: [{ name: 'required' }] }] },
  permissions: {
    list: NLP_PERMISSIONS.category,
    detail: NLP_PERMISSIONS.category,
    create: NLP_PERMISSIONS.categoryEdit,
  },
});
