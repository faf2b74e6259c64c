import { seedGrammars } from '../../db/seed/seedCatalogues';
import type { PlatformArea } from '../platformArea';
import { grammarRoutes } from './grammars';

export const area: PlatformArea = {
  name: 'grammars',
  routes: [grammarRoutes],
  seed: { 60: seedGrammars },
};
