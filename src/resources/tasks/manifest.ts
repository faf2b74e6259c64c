import { defineArea } from '../defineArea';
import { tasksMessages } from './tasksMessages';
import { tasksResource } from './tasksResource';

/** The tasks area: everything it brings to the console, discovered through the area index. */
export const area = defineArea({
  name: 'tasks',
  order: 220,
  resources: [tasksResource],
  components: {
    taskDownload: () => import('./TaskDownload').then((module) => module.TaskDownload),
    taskExports: () => import('./TaskExports').then((module) => module.TaskExports),
  },
  messages: { resources: { tasks: tasksMessages } },
  translations: { cs: () => import('./tasksMessagesCs').then((module) => module.tasksCs) },
});
