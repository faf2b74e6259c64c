import type { PlatformArea } from '../platformArea';
import { suspiciousEntityRoutes } from './suspiciousEntities';

export const area: PlatformArea = {
  name: 'suspicious-entities',
  routes: [suspiciousEntityRoutes],
};
