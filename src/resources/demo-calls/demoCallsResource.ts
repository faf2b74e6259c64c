import { defineResource } from '../defineResource';
import { removeAction } from '../removeAction';
import { placeDemoCall } from './placeDemoCallAction';
import { namedReference } from '../namedReference';
import type { InputSpec } from '../schema/inputSchema';
import { E164_PATTERN } from '../../shared/phoneNumbers';
import { NAME_RULES } from '../telephonyRules';

const view = [{ area: 'DemoCall', action: 'view' }];
const edit = [{ area: 'DemoCall', action: 'edit' }];
/** The inputs of a demo call (also its in-place edit on its group's overview). */
export const demoCallInputs: InputSpec[] = [
  { source: 'name', validate: NAME_RULES },
  { source: 'phoneNumber', validate: [{ name: 'required' }, { name: 'match', pattern: E164_PATTERN }] },
  { source: 'pin', validate: [{ name: 'required' }, { name: 'digits' }, { name: 'exactLength', n: 4 }] },
  { source: 'idCallScript' },
];

/**
 * Demo calls: who may call a group's demo number (phone and PIN) and which flow answers. Listed and created on
 * their group's overview; each has its own detail to edit or remove it (no menu entry).
 */
export const demoCallsResource = defineResource({
  name: 'demoCalls',
  route: 'administration/demo-calls/calls',
  navigation: false,
  representation: 'name',
  icon: 'call',
  api: {
    list: { path: '/demo-call/calls' },
    get: { path: '/demo-call/calls/{id}' },
    create: { path: '/demo-call/calls' },
    update: { path: '/demo-call/calls/{id}' },
  },
  fields: [
    { source: 'id', type: 'number' },
    { source: 'name', type: 'text' },
    { source: 'phoneNumber', type: 'phone' },
    { source: 'pin', type: 'text', sortable: false },
    ...namedReference('idCallScript', 'flows', 'flowName'),
    ...namedReference('idDemoCallGroup', 'demoCallGroups', 'groupName'),
    { source: 'callCount', type: 'number' },
    { source: 'lastCalled', type: 'datetime' },
    { source: 'created', type: 'datetime' },
  ],
  list: {
    columns: ['name', 'phoneNumber', 'idCallScript', 'callCount', 'lastCalled'],
    optionalColumns: ['idDemoCallGroup', 'pin', 'created'],
    defaultSort: { field: 'name', order: 'ASC' },
    filters: [
      { source: 'q', type: 'search' },
      { source: 'idDemoCallGroup', type: 'reference' },
    ],
  },
  detail: {
    tabs: [
      {
        path: 'overview',
        fields: [
          'id',
          'name',
          'phoneNumber',
          'pin',
          'idCallScript',
          'idDemoCallGroup',
          'callCount',
          'lastCalled',
        ],
      },
    ],
  },
  form: {
    create: [{ source: 'idDemoCallGroup', validate: [{ name: 'required' }] }, ...demoCallInputs],
    edit: demoCallInputs,
  },
  actions: [placeDemoCall('{id}'), removeAction('/demo-call/calls/{id}', edit)],
  permissions: { list: view, detail: view, create: edit, edit, export: view },
});
