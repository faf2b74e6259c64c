import type { PlatformArea } from '../platformArea';
import { flowRoutes } from './flows';
import { FLOW_KIND } from './flowsQuery';
import { scriptRevertRoutes } from './flowsRevert';
import { seedCallbackFlow } from './seedCallbackFlow';
import { seedFlowDetails } from './seedFlowDetails';
import { seedFlows } from './seedFlows';
import { seedMenuFlow } from './seedMenuFlow';

export const area: PlatformArea = {
  name: 'flows',
  routes: [flowRoutes],
  register({ app, context, jobs }) {
    // Reverting a large version runs as a background task (issue 11).
    scriptRevertRoutes(app, context, jobs, FLOW_KIND);
  },
  seed: { 70: seedFlows, 80: seedFlowDetails, 247: seedMenuFlow, 248: seedCallbackFlow },
};
