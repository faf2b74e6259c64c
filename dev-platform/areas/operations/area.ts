import type { PlatformArea } from '../platformArea';
import { watchServiceLevels } from './breachWatch';
import { e2eCallHooks } from './e2eCallHooks';
import { wallboardRoutes } from './wallboardRoutes';

const BREACH_SWEEP_MS = 10_000;

/** The operations wallboard (issue 34.1): live figures per line and campaign, service-level breaches. */
export const area: PlatformArea = {
  name: 'operations',
  routes: [wallboardRoutes],
  register({ app, context, jobs, settings }) {
    // Waits passing the target are swept only where calls are simulated (`npm start`), never in tests.
    const sweepMs = settings.callSimulationMs > 0 ? BREACH_SWEEP_MS : 0;
    const stop = watchServiceLevels(context, jobs, { sweepMs });
    if (process.env.E2E_HOOKS === '1') e2eCallHooks(app, context);
    return { stop };
  },
};
