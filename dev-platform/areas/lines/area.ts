import type { PlatformArea } from '../platformArea';
import { lineSettingRoutes } from './lineSettings';
import { lineStatisticRoutes } from './lineStatistics';
import { lineRoutes } from './lines';
import { seedLineStates } from './seedLineStates';
import { seedTelephony } from './seedTelephony';

export const area: PlatformArea = {
  name: 'lines',
  routes: [lineRoutes, lineSettingRoutes, lineStatisticRoutes],
  seed: { 90: seedTelephony, 190: seedLineStates },
};
