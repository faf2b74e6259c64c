import type { PlatformArea } from '../platformArea';
import { tenantStatisticRoutes } from './tenantStatistics';

export const area: PlatformArea = {
  name: 'tenant-statistics',
  routes: [tenantStatisticRoutes],
};
