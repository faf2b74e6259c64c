import type { PlatformArea } from '../platformArea';
import { seedDemoCallsAndKnowledge } from './seedDemoCalls';
import { demoCallRoutes } from './demoCalls';

export const area: PlatformArea = {
  name: 'demo-calls',
  routes: [demoCallRoutes],
  seed: { 130: seedDemoCallsAndKnowledge },
};
