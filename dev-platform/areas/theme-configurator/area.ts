import type { PlatformArea } from '../platformArea';
import { seedInstanceThemes } from './seedInstanceThemes';
import { themeAssetRoutes } from './themes';

export const area: PlatformArea = {
  name: 'theme-configurator',
  routes: [themeAssetRoutes],
  seed: { 230: seedInstanceThemes },
};
