import { defineArea } from '../defineArea';
import { grammarsMessages } from './grammarsMessages';
import { grammarsResource } from './grammarsResource';

/** The grammars area: everything it brings to the console, discovered through the area index. */
export const area = defineArea({
  name: 'grammars',
  order: 110,
  resources: [grammarsResource],
  messages: { resources: { grammars: { name: 'Grammar |||| Grammars', ...grammarsMessages } } },
  translations: { cs: () => import('./grammarsMessagesCs').then((module) => module.grammarsCs) },
});
