import type { PlatformArea } from '../platformArea';
import { startCallSimulation } from './callSimulation';
import { createLiveCalls } from './conversationLiveCalls';
import { conversationTestCallRoutes } from './conversationTestCalls';
import { interactiveTestCallRoutes } from './interactiveTestCallRoutes';
import { createEspeakSynthesiser } from '../tts-generator/synthesiser';
import { conversationRoutes } from './conversations';
import { seedCalls } from './seedCalls';

export const area: PlatformArea = {
  name: 'conversations',
  routes: [conversationRoutes],
  register({ app, context, jobs, settings }) {
    const testCalls = conversationTestCallRoutes(app, context, jobs, settings.testCallStepMs);
    const interactive = interactiveTestCallRoutes(app, context, { synthesiser: createEspeakSynthesiser() });
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
        await Promise.all([testCalls.close(), interactive.close()]);
      },
    };
  },
  seed: { 110: seedCalls },
};
