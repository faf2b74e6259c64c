import type { PlatformArea } from '../platformArea';
import { seedLanguages } from './seedLanguages';
import { languageRoutes } from './languages';

export const area: PlatformArea = {
  name: 'languages',
  routes: [languageRoutes],
  seed: { 30: seedLanguages },
};
