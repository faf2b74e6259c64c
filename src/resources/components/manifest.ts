import { defineArea } from '../defineArea';
import { componentsMessages } from './componentsMessages';
import { componentsResource } from './componentsResource';

/** The components area: everything it brings to the console, discovered through the area index. */
export const area = defineArea({
  name: 'components',
  order: 30,
  resources: [componentsResource],
  messages: { resources: { components: { name: 'Component |||| Components', ...componentsMessages } } },
  translations: { cs: () => import('./componentsMessagesCs').then((module) => module.componentsCs) },
});
