import { defineArea } from '../defineArea';
import { COMPONENT_VERSIONS, FLOW_VERSIONS } from './history/versionResources';
import { designerMessages } from './designer/designerMessages';
import { historyMessages } from './history/historyMessages';
import { flowFolderResources, flowTagOptionsResource } from './flowFolders';
import { embeddedScriptMessages, flowsMessages } from './flowsMessages';
import { flowsResource } from './flowsResource';
import { createFlowTestCallApi } from './test-call/flowTestCallApi';
import { testCallMessages } from './test-call/testCallMessages';

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
    flowTestCallHeader: () =>
      import('./test-call/FlowTestCallHeader').then((module) => module.FlowTestCallHeader),
    // The designer brings React Flow: loaded only when its tab opens, so the flows list does not pay for it.
    flowDesigner: () => import('./designer/FlowDesigner').then((module) => module.FlowDesigner),
  },
  inputs: {
    flowFolderPicker: () => import('./FlowFolderPicker').then((module) => module.FlowFolderPicker),
    flowTagsInput: () => import('./FlowTagsInput').then((module) => module.FlowTagsInput),
  },
  api: createFlowTestCallApi,
  fakeApi: () =>
    import('./test-call/fakeFlowTestCallApi').then((module) => () => module.createFakeFlowTestCallApi()),
  messages: {
    // Shown only by screens that wait for all configurations (a script's history).
    history: historyMessages,
    designer: designerMessages,
    resources: {
      flows: { name: 'Flow |||| Flows', ...flowsMessages, testCall: testCallMessages },
      ...embeddedScriptMessages,
    },
  },
  translations: { cs: () => import('./flowsMessagesCs').then((module) => module.flowsCs) },
});
