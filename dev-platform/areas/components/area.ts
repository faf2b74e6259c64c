import { COMPONENT_KIND } from '../flows/flowsQuery';
import { scriptRevertRoutes } from '../flows/flowsRevert';
import type { PlatformArea } from '../platformArea';
import { componentRoutes } from './components';

/** Components are flows of another kind: the flows area's code serves them. */
export const area: PlatformArea = {
  name: 'components',
  routes: [componentRoutes],
  register({ app, context, jobs }) {
    scriptRevertRoutes(app, context, jobs, COMPONENT_KIND);
  },
};
