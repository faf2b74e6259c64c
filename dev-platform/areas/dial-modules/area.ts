import type { PlatformArea } from '../platformArea';
import { dialModuleSettingRoutes } from './dialModuleSettings';
import { dialModuleRoutes } from './dialModules';

export const area: PlatformArea = {
  name: 'dial-modules',
  routes: [dialModuleRoutes, dialModuleSettingRoutes],
};
