import { defineArea } from '../defineArea';
import { doNotCallListsMessages, doNotCallNumbersMessages } from './doNotCallMessages';
import { doNotCallListsResource, doNotCallNumbersResource } from './doNotCallResources';

/** Do-not-call lists: numbers campaigns never call, a tenant-level resource beside the campaigns. */
export const area = defineArea({
  name: 'do-not-call',
  order: 21,
  resources: [doNotCallListsResource, doNotCallNumbersResource],
  components: {
    doNotCallImport: () => import('./DoNotCallImport').then((module) => module.DoNotCallImport),
  },
  messages: {
    resources: {
      doNotCallLists: { name: 'Do-not-call list |||| Do-not-call lists', ...doNotCallListsMessages },
      doNotCallNumbers: { name: 'Number |||| Numbers', ...doNotCallNumbersMessages },
    },
  },
  translations: { cs: () => import('./doNotCallMessagesCs').then((module) => module.doNotCallCs) },
});
