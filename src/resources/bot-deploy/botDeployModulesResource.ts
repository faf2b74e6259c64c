import { defineResource } from '../defineResource';
import { moduleStatusField, moduleView, serverStatusField } from './botDeployFields';

const deploy = [{ area: 'BotDeploy', action: 'deploy' }];

/**
 * Bot deploy modules (SPEC §2 `bot-deploy/module/detail/{name}/{server}`): a module deployed on a server, keyed by
 * both. Listed on the bot deploy overview's modules tab (the page), so no menu entry of its own. Deploying (a
 * version) and restarting start tasks the bell follows with their progress.
 */
export const botDeployModulesResource = defineResource({
  name: 'botDeployModules',
  route: 'administration/bot-deploy/module',
  section: 'administration',
  key: ['name', 'server'],
  representation: 'name',
  icon: 'cloud',
  navigation: false,
  within: {
    label: 'app.botDeploy.title',
    path: '/administration/bot-deploy/overview',
    list: '/administration/bot-deploy/overview/modules',
  },
  api: {
    list: { path: '/bot-deploy/modules' },
    get: { path: '/bot-deploy/modules/{id}' },
  },
  fields: [
    { source: 'id', type: 'text' },
    { source: 'name', type: 'text' },
    { source: 'server', type: 'reference', reference: 'botDeployServers', labelSource: 'server' },
    serverStatusField('serverStatus'),
    {
      source: 'configuration',
      type: 'reference',
      reference: 'botDeployConfigurations',
      labelSource: 'configuration',
    },
    { source: 'version', type: 'text' },
    moduleStatusField,
    { source: 'replicas', type: 'number' },
    { source: 'updated', type: 'datetime' },
  ],
  list: {
    columns: ['name', 'server', 'status', 'version', 'configuration', 'replicas', 'updated'],
    defaultSort: { field: 'name', order: 'ASC' },
    filters: [
      { source: 'q', type: 'search' },
      { source: 'status', type: 'enum' },
    ],
    export: 'none',
  },
  detail: {
    tabs: [
      {
        path: 'overview',
        sections: [
          {
            fields: [
              'name',
              'server',
              'serverStatus',
              'status',
              'version',
              'configuration',
              'replicas',
              'updated',
            ],
          },
        ],
      },
    ],
  },
  actions: [
    {
      name: 'deploy',
      scope: 'record',
      icon: 'cloud',
      call: { method: 'POST', path: '/bot-deploy/modules/{id}/deploy' },
      form: [
        {
          source: 'version',
          validate: [{ name: 'required' }, { name: 'match', pattern: '^\\d{1,3}\\.\\d{1,3}\\.\\d{1,3}$' }],
        },
      ],
      enabledWhen: { not: { field: 'status', equals: 'deploying' } },
      permissions: deploy,
    },
    {
      name: 'restart',
      scope: 'record',
      icon: 'sync',
      call: { method: 'POST', path: '/bot-deploy/modules/{id}/restart', body: {} },
      confirm: true,
      enabledWhen: { not: { field: 'status', equals: 'deploying' } },
      permissions: deploy,
    },
  ],
  permissions: { list: moduleView, detail: moduleView },
});
