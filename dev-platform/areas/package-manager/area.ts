import type { PlatformArea } from '../platformArea';
import { packageRoutes } from './packages';
import { packageInstallRoutes } from './packagesInstall';

export const area: PlatformArea = {
  name: 'package-manager',
  routes: [packageRoutes],
  register({ app, context, jobs }) {
    packageInstallRoutes(app, context, jobs);
  },
};
