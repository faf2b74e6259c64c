import { seedDemoCallsAndKnowledge } from '../../db/seed/seedContent';
import type { PlatformArea } from '../platformArea';
import { demoCallRoutes } from './demoCalls';

export const area: PlatformArea = {
  name: 'demo-calls',
  routes: [demoCallRoutes],
  seed: { 130: seedDemoCallsAndKnowledge },
};
