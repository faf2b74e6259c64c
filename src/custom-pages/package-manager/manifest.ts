import { defineArea } from '../../resources/defineArea';
import { createPackagesApi } from './packagesApi';
import { packageCreatePage, packageInstallPage, packageManagerRootPage } from './packageManagerDefinition';

/** The package manager area: everything it brings to the console, discovered through the area index. */
export const area = defineArea({
  name: 'package-manager',
  order: 260,
  pages: [packageInstallPage, packageCreatePage, packageManagerRootPage],
  api: createPackagesApi,
  fakeApi: () =>
    import('./fakePackagesApi').then(
      (module) =>
        ({ context }) =>
          module.createFakePackagesApi(context),
    ),
  messages: {
    app: {
      packageManager: {
        title: 'Package manager',
        create: { title: 'Create package' },
        install: { title: 'Install package' },
      },
    },
  },
  translations: { cs: () => import('./packageManagerMessagesCs').then((module) => module.packageManagerCs) },
});
