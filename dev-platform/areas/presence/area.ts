import type { PlatformArea } from '../platformArea';
import { presenceRoutes } from './presenceRoutes';

/** Who has a record open for edit (issue 36.4): kept in memory, told over the hub. */
export const area: PlatformArea = {
  name: 'presence',
  routes: [presenceRoutes],
};
