import { defineResource } from '../../defineResource';
import { resourceRegistry } from '../../registry';

const view = [{ area: 'Line', action: 'view' }];

/**
 * Resources with the detail shapes of framework v2, for component tests (not in the registry): a tab group with a
 * tab record, form and suggestion, a composite key, and a route with parameters. Their texts come along as runtime
 * messages, like a JSON resource's.
 */
export const groupedLines = defineResource({
  name: 'testLines',
  route: 'administration/test-lines',
  representation: 'name',
  messages: {
    name: 'Line |||| Lines',
    fields: {
      id: 'ID',
      name: 'Name',
      enabled: 'Enabled',
      monitoring: 'Monitoring on',
      alertEmail: 'Alert e-mail',
      threshold: 'Threshold',
    },
    tabs: {
      overview: 'Overview',
      advanced: 'Advanced',
      monitoring: 'Monitoring',
      queue: 'Queue',
      'postcall-analytics': 'Post-call analytics',
      settings: 'Settings',
    },
  },
  api: { list: { path: '/lines' }, get: { path: '/lines/{id}' } },
  fields: [
    { source: 'id', type: 'number' },
    { source: 'name', type: 'text' },
    { source: 'enabled', type: 'boolean' },
  ],
  list: { columns: ['name'], defaultSort: { field: 'name', order: 'ASC' } },
  detail: {
    tabs: [
      { path: 'overview', fields: ['name', 'enabled'] },
      {
        path: 'advanced',
        children: [
          {
            path: 'monitoring',
            source: {
              path: '/lines/{id}/monitoring',
              fields: [
                { source: 'monitoring', type: 'boolean' },
                { source: 'alertEmail', type: 'email' },
                { source: 'threshold', type: 'number' },
              ],
            },
            form: {
              inputs: [
                { source: 'alertEmail', validate: [{ name: 'email' }] },
                { source: 'threshold', validate: [{ name: 'range', min: 1, max: 100 }] },
              ],
              permissions: [{ area: 'Line', action: 'edit' }],
              suggest: { path: '/lines/{id}/monitoring/recommended' },
            },
          },
          { path: 'queue', fields: ['name'], permissions: [{ area: 'Line', action: 'viewQueue' }] },
          { path: 'postcall-analytics', fields: ['enabled'] },
        ],
      },
      {
        path: 'settings',
        fields: ['name'],
        form: {
          inputs: [{ source: 'name', validate: [{ name: 'minLength', n: 3 }] }],
          call: { method: 'PATCH', path: '/lines/{id}/settings' },
          permissions: [{ area: 'Line', action: 'edit' }],
        },
      },
    ],
  },
  permissions: { list: view, detail: view },
});

/** Bot modules, identified by name and server: `detail/:name/:server`. */
export const botModules = defineResource({
  name: 'testBotModules',
  route: 'testing/bot-modules',
  idField: 'name',
  key: ['name', 'server'],
  representation: 'name',
  messages: {
    name: 'Module |||| Modules',
    fields: { name: 'Name', server: 'Server' },
    tabs: { overview: 'Overview' },
  },
  api: { list: { path: '/bot-deploy/modules' }, get: { path: '/bot-deploy/modules/{name}/{server}' } },
  fields: [
    { source: 'name', type: 'text' },
    { source: 'server', type: 'text' },
  ],
  list: { columns: ['name', 'server'], defaultSort: { field: 'name', order: 'ASC' } },
  detail: { tabs: [{ path: 'overview', fields: ['name', 'server'] }] },
  permissions: { list: view, detail: view },
});

/** Billing items under `billing/:app/:idTenant`, the tenant a route filter, `kind` a permanent filter. */
export const billingItems = defineResource({
  name: 'testBilling',
  route: 'administration/billing/:app/:idTenant',
  representation: 'name',
  messages: {
    name: 'Billing item |||| Billing items',
    fields: { id: 'ID', name: 'Name', idTenant: 'Tenant', kind: 'Kind' },
    tabs: { overview: 'Overview' },
  },
  api: { list: { path: '/billing/{app}/{idTenant}/items' }, get: { path: '/billing/{app}/items/{id}' } },
  fields: [
    { source: 'id', type: 'number' },
    { source: 'name', type: 'text' },
    { source: 'idTenant', type: 'number' },
    { source: 'kind', type: 'text' },
  ],
  list: {
    columns: ['name'],
    defaultSort: { field: 'name', order: 'ASC' },
    filter: { kind: 'line' },
    routeFilters: { idTenant: 'idTenant' },
  },
  detail: { tabs: [{ path: 'overview', fields: ['name', 'idTenant'] }] },
  permissions: { list: view, detail: view },
});

/** Flows in folders: `flows/:idFolder?` lists a folder's flows, the details are at `flows/detail/:id`. */
export const folderFlows = defineResource({
  name: 'testFolderFlows',
  route: 'administration/test-flows/:idFolder?',
  representation: 'name',
  messages: {
    name: 'Flow |||| Flows',
    fields: { id: 'ID', name: 'Name', idFolder: 'Folder' },
    tabs: { overview: 'Overview' },
  },
  api: { list: { path: '/flows' }, get: { path: '/flows/{id}' } },
  fields: [
    { source: 'id', type: 'number' },
    { source: 'name', type: 'text' },
    { source: 'idFolder', type: 'number' },
  ],
  list: {
    columns: ['name'],
    defaultSort: { field: 'name', order: 'ASC' },
    routeFilters: { idFolder: 'idFolder' },
  },
  detail: { tabs: [{ path: 'overview', fields: ['name', 'idFolder'] }] },
  permissions: { list: view, detail: view },
});

/** The registry plus the fixtures, so references, permissions and the fake provider know them. */
export const detailFixturesRegistry = [
  ...resourceRegistry,
  groupedLines,
  botModules,
  billingItems,
  folderFlows,
];
