import { definePage } from '../../custom-pages/definePage';
import { configView, moduleView, serverView } from './botDeployFields';

/**
 * `/administration/bot-deploy/overview/{modules, servers, configurations}` (SPEC §2 bot deploy overview): the lists
 * of the three bot deploy resources as tabs, each shown with its own permission (SPEC §6 BotDeploy/…). The page
 * itself (and its menu entry) needs the modules permission: a menu entry is offered for all-of requirements only.
 */
export const botDeployOverviewPage = definePage({
  name: 'botDeployOverview',
  path: '/administration/bot-deploy/overview',
  section: 'administration',
  icon: 'cloud',
  label: 'app.botDeploy.title',
  permissions: moduleView,
  tabs: [
    { path: 'modules', label: 'app.botDeploy.tabs.modules' },
    { path: 'servers', label: 'app.botDeploy.tabs.servers', permissions: serverView },
    { path: 'configurations', label: 'app.botDeploy.tabs.configurations', permissions: configView },
  ],
  component: () => import('./BotDeployOverview').then((module) => module.BotDeployOverview),
});

/** `/administration/bot-deploy` leads to the overview (SPEC §2: default subpaths redirect to overview). */
export const botDeployRootPage = definePage({
  name: 'botDeployRoot',
  path: '/administration/bot-deploy',
  label: 'app.botDeploy.title',
  permissions: [],
  menu: false,
  component: () => import('./BotDeployOverview').then((module) => module.BotDeployRedirect),
});
