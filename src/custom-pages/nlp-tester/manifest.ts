import { defineArea } from '../../resources/defineArea';
import { nlpTesterGuidePage } from './nlpTesterDefinition';

/** The nlp tester area: everything it brings to the console, discovered through the area index. */
export const area = defineArea({
  name: 'nlp-tester',
  order: 5,
  pages: [nlpTesterGuidePage],
  messages: { app: { nlpTester: { title: 'NLP tester' } } },
  translations: { cs: () => import('./nlpTesterMessagesCs').then((module) => module.nlpTesterCs) },
});
