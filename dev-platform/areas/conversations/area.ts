import type { PlatformArea } from '../platformArea';
import { startCallSimulation } from './callSimulation';
import { createLiveCalls } from './conversationLiveCalls';
import { conversationTestCallRoutes } from './conversationTestCalls';
import { conversationRoutes } from './conversations';
import { seedCalls } from './seedCalls';

export const area: PlatformArea = {
  name: 'conversations',
  routes: [conversationRoutes],
  register({ app, context, jobs, settings }) {
    const testCalls = conversationTestCallRoutes(app, context, jobs, settings.testCallStepMs);
    // `npm start` simulates calls on the lines; in-process tests don't (callSimulationMs 0).
    const simulation =
      settings.callSimulationMs > 0
        ? startCallSimulation({
            db: context.db,
            live: createLiveCalls(context),
            intervalMs: settings.callSimulationMs,
          })
        : null;
    return {
      async stop() {
        simulation?.stop();
        await testCalls.close();
      },
    };
  },
  seed: { 110: seedCalls },
};
