import { defineArea } from '../defineArea';
import { suspiciousEntitiesMessages } from './suspiciousEntitiesMessages';
import { suspiciousEntitiesResource } from './suspiciousEntitiesResource';

/** The suspicious entities area: everything it brings to the console, discovered through the area index. */
export const area = defineArea({
  name: 'suspicious-entities',
  order: 90,
  resources: [suspiciousEntitiesResource],
  messages: {
    resources: {
      suspiciousEntities: {
        name: 'Suspicious entity |||| Suspicious entities',
        ...suspiciousEntitiesMessages,
      },
    },
  },
  translations: {
    cs: () => import('./suspiciousEntitiesMessagesCs').then((module) => module.suspiciousEntitiesCs),
  },
});
