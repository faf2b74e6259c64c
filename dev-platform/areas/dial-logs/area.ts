import type { PlatformArea } from '../platformArea';
import { dialLogRoutes } from './dialLogs';

export const area: PlatformArea = {
  name: 'dial-logs',
  routes: [dialLogRoutes],
};
