import { seedLanguages } from '../../db/seed/seedCatalogues';
import type { PlatformArea } from '../platformArea';
import { languageRoutes } from './languages';

export const area: PlatformArea = {
  name: 'languages',
  routes: [languageRoutes],
  seed: { 30: seedLanguages },
};
