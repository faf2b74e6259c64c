import { defineArea } from '../defineArea';
import { createNlpApi } from './nlpApi';
import { nlpCategoriesResource } from './nlpCategoriesResource';
import { nlpDatasetsResource } from './nlpDatasetsResource';
import { nlpExamplesResource } from './nlpExamplesResource';
import { nlpResourceMessages } from './nlpMessages';
import { nlpModelsResource } from './nlpModelsResource';

/** The nlp area: everything it brings to the console, discovered through the area index. */
export const area = defineArea({
  name: 'nlp',
  order: 230,
  resources: [nlpDatasetsResource, nlpCategoriesResource, nlpExamplesResource, nlpModelsResource],
  components: {
    nlpDatasetLink: () => import('./NlpDatasetLink').then((module) => module.NlpDatasetLink),
    nlpConfusionMatrix: () => import('./NlpConfusionMatrix').then((module) => module.NlpConfusionMatrix),
    nlpTestBox: () => import('./NlpTestBox').then((module) => module.NlpTestBox),
  },
  api: createNlpApi,
  fakeApi: () => import('./fakeNlpApi').then((module) => () => module.createFakeNlpApi()),
  messages: { resources: nlpResourceMessages },
  translations: { cs: () => import('./nlpMessagesCs').then((module) => module.nlpCs) },
});
