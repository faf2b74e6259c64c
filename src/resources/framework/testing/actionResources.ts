import { defineResource } from '../../defineResource';

const view = (area: string) => [{ area, action: 'view' }];

/**
 * A line-like resource with every kind of record action (for the framework's tests; not in the registry): enable
 * or disable (the one that applies), restart only while enabled, removal by typing the name, a report download
 * and a move with a body template.
 */
export const demoLines = defineResource({
  name: 'demoLines',
  route: 'demo/lines',
  representation: 'name',
  messages: {
    name: 'Line |||| Lines',
    fields: { id: 'ID', name: 'Name', enabled: 'Enabled', idDemoModule: 'Module', moduleName: 'Module name' },
    tabs: { overview: 'Overview' },
    actions: {
      enable: 'Enable',
      enable_done: 'Line "%{record}" enabled',
      disable: 'Disable',
      disable_done: 'Line "%{record}" disabled',
      restart: 'Restart',
      restart_done: 'Line "%{record}" restarted',
      restart_disabled: 'Enable the line to restart it',
      remove: 'Remove',
      remove_confirm: 'Remove the line "%{record}"? Its settings are lost.',
      remove_done: 'Line "%{record}" removed',
      report: 'Download report',
      report_done: 'Report of "%{record}" downloaded',
      move: 'Move to module 1',
      move_done: '%{name} "%{record}" moved',
    },
  },
  api: {
    list: { path: '/demo/lines' },
    get: { path: '/demo/lines/{id}' },
    create: { path: '/demo/lines' },
  },
  fields: [
    { source: 'id', type: 'number' },
    { source: 'name', type: 'text' },
    { source: 'enabled', type: 'boolean' },
    { source: 'idDemoModule', type: 'reference', reference: 'demoModules', labelSource: 'moduleName' },
    { source: 'moduleName', type: 'text' },
  ],
  list: {
    columns: ['name', 'enabled'],
    defaultSort: { field: 'id', order: 'ASC' },
    filters: [
      { source: 'enabled', type: 'boolean', alwaysOn: true },
      { source: 'idDemoModule', type: 'reference', alwaysOn: true },
    ],
  },
  detail: { tabs: [{ path: 'overview', fields: ['name', 'enabled', 'idDemoModule'] }] },
  form: { create: [{ source: 'name', validate: [{ name: 'required' }] }, { source: 'idDemoModule' }] },
  actions: [
    {
      name: 'enable',
      scope: 'record',
      call: { path: '/demo/lines/{id}/enable', body: { enabled: true } },
      visibleWhen: { field: 'enabled', equals: false },
      permissions: [{ area: 'Line', action: 'edit' }],
    },
    {
      name: 'disable',
      scope: 'record',
      call: { path: '/demo/lines/{id}/disable', body: { enabled: false } },
      visibleWhen: { field: 'enabled', equals: true },
      permissions: [{ area: 'Line', action: 'edit' }],
    },
    {
      name: 'restart',
      scope: 'record',
      call: { path: '/demo/lines/{id}/restart' },
      enabledWhen: { field: 'enabled', equals: true },
      permissions: [{ area: 'Line', action: 'restart' }],
    },
    {
      name: 'remove',
      scope: 'record',
      call: { method: 'DELETE', path: '/demo/lines/{id}' },
      confirm: { typeField: 'name' },
      onSuccess: 'list',
      permissions: [{ area: 'Line', action: 'delete' }],
    },
    {
      name: 'report',
      scope: 'record',
      call: { method: 'GET', path: '/demo/lines/{id}/report' },
      onSuccess: 'download',
      permissions: [],
    },
    {
      name: 'move',
      scope: 'record',
      call: { path: '/demo/lines/{id}/move', body: { idDemoModule: 1, note: 'moved {name}' } },
      permissions: [{ area: 'Line', action: 'edit' }],
    },
  ],
  permissions: { list: view('Line'), detail: view('Line'), create: [{ area: 'Line', action: 'create' }] },
});

/**
 * A module-like resource whose `lines` tab lists its lines with a "set as default" row action (hidden on the line
 * that already is the default) and "create line" in context, posted to the module's own lines path.
 */
export const demoModules = defineResource({
  name: 'demoModules',
  route: 'demo/modules',
  representation: 'name',
  messages: {
    name: 'Module |||| Modules',
    fields: { id: 'ID', name: 'Name', idDefaultLine: 'Default line' },
    tabs: { overview: 'Overview', lines: 'Lines' },
    actions: {
      setDefaultLine: 'Set as default',
      setDefaultLine_done: 'Default line set to "%{record}"',
    },
  },
  api: { list: { path: '/demo/modules' }, get: { path: '/demo/modules/{id}' } },
  fields: [
    { source: 'id', type: 'number' },
    { source: 'name', type: 'text' },
    { source: 'idDefaultLine', type: 'number' },
  ],
  list: { columns: ['name'], defaultSort: { field: 'id', order: 'ASC' } },
  detail: {
    tabs: [
      { path: 'overview', fields: ['name', 'idDefaultLine'] },
      {
        path: 'lines',
        related: [
          {
            resource: 'demoLines',
            target: 'idDemoModule',
            rowActions: ['setDefaultLine'],
            create: { path: '/demo/modules/{id}/lines', defaults: { idDemoModule: 'id' } },
          },
        ],
      },
    ],
  },
  actions: [
    {
      name: 'setDefaultLine',
      scope: 'row',
      call: {
        method: 'PUT',
        path: '/demo/modules/{id}/default-line',
        body: { idDefaultLine: '{rowId}', lineName: '{name}', module: '{parent.name}' },
      },
      visibleWhen: { not: { field: 'id', equalsField: '$parent.idDefaultLine' } },
      permissions: [{ area: 'Module', action: 'edit' }],
    },
  ],
  permissions: { list: view('Module'), detail: view('Module') },
});
