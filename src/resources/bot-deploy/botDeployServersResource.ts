import { defineResource } from '../defineResource';
import { serverStatusField, serverView } from './botDeployFields';

/**
 * Bot deploy servers (SPEC §2 `bot-deploy/server/detail/{name}`), keyed by name; the detail lists the modules
 * deployed on the server with their deployment state.
 */
export const botDeployServersResource = defineResource({
  name: 'botDeployServers',
  route: 'administration/bot-deploy/server',
  section: 'administration',
  idField: 'name',
  representation: 'name',
  icon: 'router',
  navigation: false,
  within: {
    label: 'app.botDeploy.title',
    path: '/administration/bot-deploy/overview',
    list: '/administration/bot-deploy/overview/servers',
  },
  api: {
    list: { path: '/bot-deploy/servers' },
    get: { path: '/bot-deploy/servers/{id}' },
  },
  fields: [
    { source: 'name', type: 'text' },
    { source: 'host', type: 'text' },
    { source: 'region', type: 'text' },
    serverStatusField('status'),
    { source: 'cpuCores', type: 'number' },
    { source: 'memoryMb', type: 'number' },
    { source: 'moduleCount', type: 'number' },
    { source: 'runningCount', type: 'number' },
    { source: 'created', type: 'datetime' },
  ],
  list: {
    columns: ['name', 'host', 'region', 'status', 'moduleCount', 'runningCount'],
    optionalColumns: ['cpuCores', 'memoryMb', 'created'],
    defaultSort: { field: 'name', order: 'ASC' },
    filters: [{ source: 'q', type: 'search' }],
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
              'host',
              'region',
              'status',
              'cpuCores',
              'memoryMb',
              'moduleCount',
              'runningCount',
              'created',
            ],
          },
          {
            related: [
              {
                resource: 'botDeployModules',
                target: 'server',
                label: 'resources.botDeployServers.deployments',
                columns: ['name', 'status', 'version', 'configuration', 'replicas', 'updated'],
              },
            ],
          },
        ],
      },
    ],
  },
  permissions: { list: serverView, detail: serverView },
});
