import { defineArea } from '../defineArea';
import { createVariablesStorageApi } from './variablesStorageApi';
import { variablesStorageMessages } from './variablesStorageMessages';
import { variablesStorageResource } from './variablesStorageResource';

/** The variables storage area: everything it brings to the console, discovered through the area index. */
export const area = defineArea({
  name: 'variables-storage',
  order: 170,
  resources: [variablesStorageResource],
  components: {
    variablesStorageKey: () => import('./VariablesStorageKey').then((module) => module.VariablesStorageKey),
  },
  api: createVariablesStorageApi,
  fakeApi: () =>
    import('./fakeVariablesStorageApi').then(
      (module) =>
        ({ options }) =>
          module.createFakeVariablesStorageApi(options.variablesStorageKey),
    ),
  messages: {
    resources: {
      variablesStorage: { name: 'Variables storage |||| Variables storage', ...variablesStorageMessages },
    },
  },
  translations: {
    cs: () => import('./variablesStorageMessagesCs').then((module) => module.variablesStorageCs),
  },
});
