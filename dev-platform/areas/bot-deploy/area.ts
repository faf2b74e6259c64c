import type { PlatformArea } from '../platformArea';
import { botDeployRoutes } from './botDeploy';
import { botDeployActionRoutes } from './botDeployActions';
import { seedBotDeploy } from './seedBotDeploy';

export const area: PlatformArea = {
  name: 'bot-deploy',
  routes: [botDeployRoutes],
  register({ app, context, jobs }) {
    const actions = botDeployActionRoutes(app, context, jobs);
    return { stop: () => actions.close() };
  },
  seed: { 170: seedBotDeploy },
};
