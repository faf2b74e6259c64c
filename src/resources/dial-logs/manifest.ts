import { defineArea } from '../defineArea';
import { dialLogsMessages } from './dialLogsMessages';
import { dialLogsResource } from './dialLogsResource';

/** The dial logs area: everything it brings to the console, discovered through the area index. */
export const area = defineArea({
  name: 'dial-logs',
  order: 190,
  resources: [dialLogsResource],
  messages: { resources: { dialLogs: { name: 'Dial log |||| Dial logs', ...dialLogsMessages } } },
  translations: { cs: () => import('./dialLogsMessagesCs').then((module) => module.dialLogsCs) },
});
