import { defineArea } from '../defineArea';
import { dialModulesMessages } from './dialModulesMessages';
import { dialModulesResource } from './dialModulesResource';

/** The dial modules area: everything it brings to the console, discovered through the area index. */
export const area = defineArea({
  name: 'dial-modules',
  order: 70,
  resources: [dialModulesResource],
  messages: { resources: { dialModules: { name: 'Dial module |||| Dial modules', ...dialModulesMessages } } },
  translations: { cs: () => import('./dialModulesMessagesCs').then((module) => module.dialModulesCs) },
});
