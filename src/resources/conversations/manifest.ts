import { defineArea } from '../defineArea';
import {
  conversationErrorsResource,
  conversationTimelinesResource,
  conversationVariablesResource,
} from './conversationPartsResources';
import {
  conversationErrorsMessages,
  conversationsMessages,
  conversationTimelinesMessages,
  conversationVariablesMessages,
} from './conversationsMessages';
import { conversationsResource } from './conversationsResource';

/** The conversations area: everything it brings to the console, discovered through the area index. */
export const area = defineArea({
  name: 'conversations',
  order: 210,
  resources: [
    conversationsResource,
    conversationVariablesResource,
    conversationErrorsResource,
    conversationTimelinesResource,
  ],
  components: {
    conversationTimeline: () =>
      import('./ConversationTimeline').then((module) => module.ConversationTimeline),
  },
  messages: {
    resources: {
      conversations: { name: 'Conversation |||| Conversations', ...conversationsMessages },
      conversationVariables: { name: 'Variable |||| Variables', ...conversationVariablesMessages },
      conversationErrors: { name: 'Error event |||| Error events', ...conversationErrorsMessages },
      conversationTimelines: { name: 'Timeline |||| Timelines', ...conversationTimelinesMessages },
    },
  },
  translations: { cs: () => import('./conversationsMessagesCs').then((module) => module.conversationsCs) },
});
