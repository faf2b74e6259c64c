import { defineArea } from '../defineArea';
import { COMPONENT_VERSIONS, FLOW_VERSIONS } from './history/versionResources';
import { historyMessages } from './history/historyMessages';
import { flowFolderResources, flowTagOptionsResource } from './flowFolders';
import { embeddedScriptMessages, flowsMessages } from './flowsMessages';
import { flowsResource } from './flowsResource';

/** The flows area: everything it brings to the console, discovered through the area index. */
export const area = defineArea({
  name: 'flows',
  order: 10,
  resources: [
    flowsResource,
    ...flowFolderResources,
    flowTagOptionsResource,
    ...FLOW_VERSIONS.resources,
    ...COMPONENT_VERSIONS.resources,
  ],
  components: {
    flowFolders: () => import('./FlowFolders').then((module) => module.FlowFolders),
    scriptHistory: () => import('./history/ScriptHistory').then((module) => module.ScriptHistory),
  },
  inputs: {
    flowFolderPicker: () => import('./FlowFolderPicker').then((module) => module.FlowFolderPicker),
    flowTagsInput: () => import('./FlowTagsInput').then((module) => module.FlowTagsInput),
  },
  messages: {
    // Shown only by screens that wait for all configurations (a script's history).
    history: historyMessages,
    resources: { flows: { name: 'Flow |||| Flows', ...flowsMessages }, ...embeddedScriptMessages },
  },
  translations: { cs: () => import('./flowsMessagesCs').then((module) => module.flowsCs) },
});
