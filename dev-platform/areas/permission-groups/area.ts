import type { PlatformArea } from '../platformArea';
import { roleRoutes } from './roles';

export const area: PlatformArea = {
  name: 'permission-groups',
  routes: [roleRoutes],
};
