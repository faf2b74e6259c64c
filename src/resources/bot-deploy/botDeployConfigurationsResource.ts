import { defineResource } from '../defineResource';
import { configView } from './botDeployFields';

/**
 * Bot deploy configurations (SPEC §2 `bot-deploy/configuration/detail/{name}`), keyed by name: the content as JSON
 * in a validated editor with the difference to the deployed content (`botDeployConfigEditor`).
 */
export const botDeployConfigurationsResource = defineResource({
  name: 'botDeployConfigurations',
  route: 'administration/bot-deploy/configuration',
  section: 'administration',
  idField: 'name',
  representation: 'name',
  icon: 'settings',
  navigation: false,
  within: {
    label: 'app.botDeploy.title',
    path: '/administration/bot-deploy/overview',
    list: '/administration/bot-deploy/overview/configurations',
  },
  api: {
    list: { path: '/bot-deploy/configurations' },
    get: { path: '/bot-deploy/configurations/{id}' },
    update: { path: '/bot-deploy/configurations/{id}' },
  },
  fields: [
    { source: 'name', type: 'text' },
    { source: 'description', type: 'text' },
    { source: 'pending', type: 'boolean' },
    { source: 'moduleCount', type: 'number' },
    { source: 'deployed', type: 'datetime' },
    { source: 'updated', type: 'datetime' },
  ],
  list: {
    columns: ['name', 'description', 'moduleCount', 'pending', 'deployed', 'updated'],
    defaultSort: { field: 'name', order: 'ASC' },
    filters: [{ source: 'q', type: 'search' }],
    export: 'none',
  },
  detail: {
    tabs: [
      {
        path: 'overview',
        sections: [
          { fields: ['name', 'description', 'moduleCount', 'pending', 'deployed', 'updated'] },
          { component: 'botDeployConfigEditor' },
        ],
      },
    ],
  },
  permissions: { list: configView, detail: configView },
});
