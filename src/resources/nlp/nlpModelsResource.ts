import { NLP_MODEL_STATUSES } from '../../shared/wire/nlp';
import { defineResource } from '../defineResource';
import { NLP_PERMISSIONS } from './nlpAccess';

const STATUS_ICONS = { training: 'running', ready: 'done', failed: 'error' } as const;

/**
 * NLP models (SPEC §2 NLP tester "models"): trained from a dataset's current version as a background task; status,
 * accuracy on the held-out split and the confusion between categories; the test tab classifies an utterance.
 */
export const nlpModelsResource = defineResource({
  name: 'nlpModels',
  route: 'administration/nlp-tester/models',
  section: 'administration',
  representation: 'name',
  icon: 'robot',
  api: {
    base: 'nlp',
    list: { path: '/models' },
    get: { path: '/models/{id}' },
    create: { path: '/models' },
    delete: { path: '/models/{id}' },
  },
  fields: [
    { source: 'id', type: 'number' },
    { source: 'name', type: 'text' },
    {
      source: 'idDataset',
      type: 'reference',
      reference: 'nlpDatasets',
      labelSource: 'datasetName',
      sortField: 'datasetName',
    },
    { source: 'datasetName', type: 'text' },
    { source: 'language', type: 'text' },
    { source: 'datasetVersion', type: 'number', sortable: false },
    {
      source: 'status',
      type: 'enum',
      choices: NLP_MODEL_STATUSES.map((status) => ({
        value: status,
        label: `resources.nlpModels.statuses.${status}`,
        icon: STATUS_ICONS[status],
      })),
    },
    { source: 'accuracy', type: 'percent', scale: 1 },
    { source: 'trainCount', type: 'number', sortable: false },
    { source: 'testCount', type: 'number', sortable: false },
    { source: 'confusion', type: 'json', sortable: false, component: 'nlpConfusionMatrix' },
    { source: 'created', type: 'datetime' },
    { source: 'trained', type: 'datetime', sortable: false },
  ],
  list: {
    // The dataset by name: datasets have no detail page to link to (their categories are reached from the list).
    columns: ['name', 'datasetName', 'language', 'status', 'accuracy', 'created'],
    defaultSort: { field: 'created', order: 'DESC' },
    filters: [
      { source: 'q', type: 'search' },
      { source: 'status', type: 'enum' },
    ],
  },
  detail: {
    tabs: [
      {
        path: 'overview',
        sections: [
          {
            fields: [
              'name',
              'datasetName',
              'language',
              'datasetVersion',
              'status',
              'accuracy',
              'trainCount',
              'testCount',
              'created',
              'trained',
            ],
          },
          { title: 'resources.nlpModels.confusion_title', fields: ['confusion'] },
        ],
      },
      { path: 'test', component: 'nlpTestBox' },
    ],
  },
  form: {
    create: [{ source: 'idDataset', validate: [{ name: 'required' }] }, { source: 'name' }],
  },
  permissions: {
    list: NLP_PERMISSIONS.model,
    detail: NLP_PERMISSIONS.model,
    create: NLP_PERMISSIONS.modelEdit,
    delete: NLP_PERMISSIONS.modelEdit,
  },
});
