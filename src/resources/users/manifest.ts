import { defineArea } from '../defineArea';
import { usersMessages } from './usersMessages';
import { usersResource } from './usersResource';

/** The users area: everything it brings to the console, discovered through the area index. */
export const area = defineArea({
  name: 'users',
  order: 50,
  resources: [usersResource],
  messages: { resources: { users: usersMessages } },
  translations: { cs: () => import('./usersMessagesCs').then((module) => module.usersCs) },
});
