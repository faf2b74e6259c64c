import type { PlatformArea } from '../platformArea';
import { seedGrammars } from './seedGrammars';
import { grammarRoutes } from './grammars';

export const area: PlatformArea = {
  name: 'grammars',
  routes: [grammarRoutes],
  seed: { 60: seedGrammars },
};
