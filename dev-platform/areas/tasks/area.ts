import type { PlatformArea } from '../platformArea';
import { taskRoutes } from './tasks';

export const area: PlatformArea = {
  name: 'tasks',
  routes: [taskRoutes],
};
