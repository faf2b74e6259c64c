import { defineResource } from '../defineResource';
import { removeAction } from '../removeAction';
import { namedReference } from '../namedReference';
import type { InputSpec } from '../schema/inputSchema';
import { NAME_RULES } from '../telephonyRules';

const view = [{ area: 'DemoCall', action: 'view' }];
const edit = [{ area: 'DemoCall', action: 'edit' }];
const inputs: InputSpec[] = [
  { source: 'name', validate: NAME_RULES },
  { source: 'description' },
  { source: 'idLine' },
  { source: 'validUntil' },
];

/**
 * Demo call groups (SPEC §2 "Demo calls"): list, and `detail/{idDemoCallGroup}/overview` with the group's demo
 * calls, created there; groups and calls are created, read, updated and deleted.
 */
export const demoCallGroupsResource = defineResource({
  name: 'demoCallGroups',
  route: 'administration/demo-calls',
  representation: 'name',
  icon: 'headset',
  api: {
    list: { path: '/demo-call/groups' },
    get: { path: '/demo-call/groups/{id}' },
    create: { path: '/demo-call/groups' },
    update: { path: '/demo-call/groups/{id}' },
  },
  fields: [
    { source: 'id', type: 'number' },
    { source: 'name', type: 'text' },
    { source: 'description', type: 'longText', sortable: false },
    ...namedReference('idLine', 'lines', 'lineName'),
    { source: 'validUntil', type: 'date' },
    { source: 'callCount', type: 'number' },
    ...namedReference('idTenant', 'tenants', 'tenantName'),
    { source: 'created', type: 'datetime' },
  ],
  list: {
    columns: ['name', 'idLine', 'validUntil', 'callCount', 'created'],
    optionalColumns: ['description', 'idTenant'],
    defaultSort: { field: 'name', order: 'ASC' },
    filters: [{ source: 'q', type: 'search' }],
  },
  detail: {
    tabs: [
      {
        path: 'overview',
        sections: [
          { fields: ['id', 'name', 'description', 'idLine', 'validUntil', 'idTenant', 'created'] },
          {
            related: [
              {
                resource: 'demoCalls',
                target: 'idDemoCallGroup',
                create: { defaults: { idDemoCallGroup: 'id' } },
              },
            ],
          },
        ],
      },
    ],
  },
  form: { create: inputs, edit: inputs },
  actions: [removeAction('/demo-call/groups/{id}', edit)],
  permissions: { list: view, detail: view, create: edit, edit, export: view },
});
