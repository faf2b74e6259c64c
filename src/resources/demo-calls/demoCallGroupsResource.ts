import { defineResource } from '../defineResource';
import { removeAction } from '../removeAction';
import { placeDemoCall } from './placeDemoCallAction';
import { namedReference } from '../namedReference';
import type { InputSpec } from '../schema/inputSchema';
import { NAME_RULES } from '../telephonyRules';
import { demoCallInputs } from './demoCallsResource';

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
  search: ['name'],
  fields: [
    { source: 'id', type: 'number' },
    { source: 'name', type: 'text' },
    { source: 'description', type: 'longText', sortable: false },
    ...namedReference('idLine', 'lines', 'lineName'),
    { source: 'validUntil', type: 'date' },
    { source: 'callCount', type: 'number' },
    ...namedReference('idTenant', 'tenants', 'tenantName'),
    { source: 'created', type: 'datetime' },
    // Inputs of the demo calls' in-place edit (a row action's form is built from the shown resource's fields).
    { source: 'phoneNumber', type: 'phone' },
    { source: 'pin', type: 'text', sortable: false },
    ...namedReference('idCallScript', 'flows', 'flowName'),
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
                rowActions: ['placeDemoCall', 'editDemoCall', 'removeDemoCall'],
                create: { defaults: { idDemoCallGroup: 'id' } },
              },
            ],
          },
        ],
      },
    ],
  },
  form: { create: inputs, edit: inputs },
  actions: [
    removeAction('/demo-call/groups/{id}', edit),
    { ...placeDemoCall('{rowId}'), scope: 'row' },
    {
      name: 'editDemoCall',
      scope: 'row',
      icon: 'edit',
      call: { method: 'PUT', path: '/demo-call/calls/{rowId}' },
      form: demoCallInputs,
      permissions: edit,
    },
    {
      name: 'removeDemoCall',
      scope: 'row',
      icon: 'delete',
      call: { method: 'DELETE', path: '/demo-call/calls/{rowId}' },
      confirm: true,
      permissions: edit,
    },
  ],
  permissions: { list: view, detail: view, create: edit, edit, export: view },
});
