import { defineArea } from '../defineArea';
import { demoCallGroupsResource } from './demoCallGroupsResource';
import { demoCallGroupsMessages, demoCallsMessages } from './demoCallsMessages';
import { demoCallsResource } from './demoCallsResource';

/** The demo calls area: everything it brings to the console, discovered through the area index. */
export const area = defineArea({
  name: 'demo-calls',
  order: 180,
  resources: [demoCallGroupsResource, demoCallsResource],
  messages: {
    resources: {
      demoCallGroups: { name: 'Demo call group |||| Demo calls', ...demoCallGroupsMessages },
      demoCalls: { name: 'Demo call |||| Demo calls', ...demoCallsMessages },
    },
  },
  translations: { cs: () => import('./demoCallsMessagesCs').then((module) => module.demoCallsCs) },
});
