import { defineArea } from '../defineArea';
import { createPermissionGroupsApi } from './permissionGroupsApi';
import { permissionCatalogueMessages } from './permissionCatalogueMessages';
import { permissionGroupsMessages } from './permissionGroupsMessages';
import { permissionGroupsResource } from './permissionGroupsResource';

/** The permission groups area: everything it brings to the console, discovered through the area index. */
export const area = defineArea({
  name: 'permission-groups',
  order: 60,
  resources: [permissionGroupsResource],
  components: {
    permissionEditor: () => import('./PermissionEditor').then((module) => module.PermissionEditor),
  },
  api: createPermissionGroupsApi,
  fakeApi: () =>
    import('./fakePermissionGroupsApi').then(
      (module) =>
        ({ resources, options }) =>
          module.createFakePermissionGroupsApi(resources, options.permissionAreas),
    ),
  messages: {
    resources: {
      permissionGroups: {
        name: 'Permission group |||| Permission groups',
        ...permissionGroupsMessages,
        catalogue: permissionCatalogueMessages,
      },
    },
  },
  translations: {
    cs: () => import('./permissionGroupsMessagesCs').then((module) => module.permissionGroupsCs),
  },
});
