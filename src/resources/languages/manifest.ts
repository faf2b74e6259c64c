import { defineArea } from '../defineArea';
import { languagesMessages } from './languagesMessages';
import { languagesResource } from './languagesResource';

/** The languages area: everything it brings to the console, discovered through the area index. */
export const area = defineArea({
  name: 'languages',
  order: 100,
  resources: [languagesResource],
  messages: { resources: { languages: { name: 'Language |||| Languages', ...languagesMessages } } },
  translations: { cs: () => import('./languagesMessagesCs').then((module) => module.languagesCs) },
});
