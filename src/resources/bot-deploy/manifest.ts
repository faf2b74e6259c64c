import { defineArea } from '../defineArea';
import { botDeployConfigurationsResource } from './botDeployConfigurationsResource';
import {
  botDeployConfigurationsMessages,
  botDeployModulesMessages,
  botDeployPageMessages,
  botDeployServersMessages,
} from './botDeployMessages';
import { botDeployModulesResource } from './botDeployModulesResource';
import { botDeployOverviewPage, botDeployRootPage } from './botDeployPages';
import { botDeployServersResource } from './botDeployServersResource';

/** The bot deploy area: everything it brings to the console, discovered through the area index. */
export const area = defineArea({
  name: 'bot-deploy',
  order: 240,
  resources: [botDeployModulesResource, botDeployServersResource, botDeployConfigurationsResource],
  pages: [botDeployOverviewPage, botDeployRootPage],
  components: {
    botDeployConfigEditor: () => import('./ConfigurationEditor').then((module) => module.ConfigurationEditor),
  },
  messages: {
    app: { botDeploy: botDeployPageMessages },
    resources: {
      botDeployModules: { name: 'Module |||| Modules', ...botDeployModulesMessages },
      botDeployServers: { name: 'Server |||| Servers', ...botDeployServersMessages },
      botDeployConfigurations: {
        name: 'Configuration |||| Configurations',
        ...botDeployConfigurationsMessages,
      },
    },
  },
  translations: { cs: () => import('./botDeployMessagesCs').then((module) => module.botDeployCs) },
});
