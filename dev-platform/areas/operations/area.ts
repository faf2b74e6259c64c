import type { PlatformArea } from '../platformArea';
import { watchServiceLevels } from './breachWatch';
import { e2eCallHooks } from './e2eCallHooks';
import { wallboardRoutes } from './wallboardRoutes';

/** The operations wallboard (issue 34.1): live figures per line and campaign, service-level breaches. */
export const area: PlatformArea = {
  name: 'operations',
  routes: [wallboardRoutes],
  register({ app, context, jobs }) {
    const stop = watchServiceLevels(context, jobs);
    if (process.env.E2E_HOOKS === '1') e2eCallHooks(app, context);
    return { stop };
  },
};
