import type { PlatformArea } from '../platformArea';
import { lineOngoingCallRoutes } from './lineOngoingCalls';

export const area: PlatformArea = {
  name: 'ongoing-calls',
  routes: [lineOngoingCallRoutes],
};
