import { defineArea } from '../defineArea';
import { ongoingCallsMessages } from './ongoingCallsMessages';
import { ongoingCallsResource } from './ongoingCallsResource';

/** The ongoing calls area: everything it brings to the console, discovered through the area index. */
export const area = defineArea({
  name: 'ongoing-calls',
  order: 200,
  resources: [ongoingCallsResource],
  components: {
    ongoingCallsBoard: () => import('./OngoingCallsBoard').then((module) => module.OngoingCallsBoard),
  },
  messages: {
    resources: { ongoingCalls: { name: 'Ongoing call |||| Ongoing calls', ...ongoingCallsMessages } },
  },
  translations: { cs: () => import('./ongoingCallsMessagesCs').then((module) => module.ongoingCallsCs) },
});
