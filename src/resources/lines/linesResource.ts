import { lineTestCallAction } from '../conversations/testCallActions';
import { defineResource } from '../defineResource';
import { debugTab } from '../diagnostics/debugTab';
import { ongoingCallActions } from '../ongoing-calls/ongoingCallActions';
import { namedReference } from '../namedReference';
import type { InputSpec } from '../schema/inputSchema';
import { E164_PATTERN } from '../../shared/phoneNumbers';
import { NAME_RULES, wholeInRange } from '../telephonyRules';
import { advancedTab, ongoingCallsTab, statisticsTab } from './lineTabs';

const view = [{ area: 'Line', action: 'view' }];
const edit = [{ area: 'Line', action: 'edit' }];
const inputs: InputSpec[] = [
  { source: 'idDialModule', validate: [{ name: 'required' }] },
  { source: 'name', validate: NAME_RULES },
  { source: 'phoneNumber', validate: [{ name: 'required' }, { name: 'match', pattern: E164_PATTERN }] },
  { source: 'idCallScript' },
  { source: 'maxChannels', validate: wholeInRange(1, 1000), defaultValue: 10 },
];
const state = (name: 'enable' | 'disable') => ({
  name,
  scope: 'record' as const,
  icon: name === 'enable' ? ('phone' as const) : ('phoneOff' as const),
  call: { path: `/administration/lines/{id}/${name}` },
  visibleWhen: { field: 'enabled', equals: name === 'disable' },
  ...(name === 'disable' ? { confirm: true } : {}),
  permissions: edit,
});

/**
 * Lines (SPEC §2 "Lines"): list with date, state and module filters; detail overview, statistics, dial logs,
 * ongoing calls (overview, configuration) and advanced (monitoring, queue, post-call analytics); enable or disable,
 * restart, move to another module, tariff, and removal by typing the line's name (SPEC §5).
 */
export const linesResource = defineResource({
  name: 'lines',
  route: 'administration/lines',
  representation: 'name',
  icon: 'lines',
  api: {
    list: { path: '/administration/lines' },
    get: { path: '/administration/lines/{id}' },
    create: { path: '/administration/modules/{idDialModule}/lines' },
    update: { path: '/administration/lines/{id}' },
  },
  search: ['name', 'phoneNumber'],
  fields: [
    { source: 'id', type: 'number' },
    { source: 'name', type: 'text' },
    { source: 'phoneNumber', type: 'phone' },
    ...namedReference('idDialModule', 'dialModules', 'moduleName'),
    ...namedReference('idCallScript', 'flows', 'flowName'),
    { source: 'enabled', type: 'boolean' },
    { source: 'monitoring', type: 'boolean' },
    {
      source: 'idTariff',
      type: 'reference',
      lookup: { path: '/administration/lines/{id}/tariff-options' },
      labelSource: 'tariffName',
      sortField: 'tariffName',
    },
    { source: 'tariffName', type: 'text' },
    { source: 'billing', type: 'boolean' },
    { source: 'fraud', type: 'boolean' },
    { source: 'riskLevel', type: 'enum', enumeration: 'riskLevel' },
    { source: 'transferMode', type: 'enum', enumeration: 'transferMode' },
    { source: 'transferNumber', type: 'phone' },
    { source: 'maxChannels', type: 'number' },
    { source: 'queueSize', type: 'number' },
    { source: 'postcallAnalytics', type: 'boolean' },
    { source: 'lastRestart', type: 'datetime' },
    { source: 'tenantName', type: 'text' },
    { source: 'created', type: 'datetime' },
    { source: 'updated', type: 'datetime' },
  ],
  list: {
    columns: ['name', 'phoneNumber', 'idDialModule', 'enabled', 'monitoring', 'idTariff', 'created'],
    optionalColumns: [
      'idCallScript',
      'billing',
      'riskLevel',
      'maxChannels',
      'lastRestart',
      'tenantName',
      'updated',
    ],
    defaultSort: { field: 'name', order: 'ASC' },
    filters: [
      { source: 'q', type: 'search' },
      { source: 'enabled', type: 'boolean', alwaysOn: true },
      { source: 'idDialModule', type: 'reference', alwaysOn: true },
      { source: 'created', type: 'dateRange', alwaysOn: true },
      { source: 'monitoring', type: 'boolean' },
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
          'idDialModule',
          'idCallScript',
          'enabled',
          'monitoring',
          'idTariff',
          'billing',
          'fraud',
          'riskLevel',
          'maxChannels',
          'lastRestart',
          'tenantName',
          'created',
          'updated',
        ],
      },
      statisticsTab,
      { path: 'dialLogs', related: [{ resource: 'dialLogs', target: 'idLine', perPage: 25 }] },
      ongoingCallsTab,
      advancedTab,
      debugTab,
    ],
  },
  form: { create: inputs, edit: inputs.filter((input) => input.source !== 'idDialModule') },
  actions: [
    state('enable'),
    state('disable'),
    {
      name: 'restart',
      scope: 'record',
      icon: 'sync',
      call: { path: '/administration/lines/{id}/restart' },
      confirm: true,
      permissions: [{ area: 'Line', action: 'restart' }],
    },
    {
      name: 'move',
      scope: 'record',
      icon: 'split',
      call: { path: '/administration/lines/{id}/move' },
      form: [{ source: 'idDialModule', validate: [{ name: 'required' }] }],
      permissions: edit,
    },
    {
      name: 'tariff',
      scope: 'record',
      icon: 'payment',
      call: { method: 'PUT', path: '/administration/lines/{id}/tariff' },
      form: [{ source: 'idTariff' }],
      permissions: edit,
    },
    {
      name: 'remove',
      scope: 'record',
      icon: 'delete',
      call: { method: 'DELETE', path: '/administration/lines/{id}' },
      confirm: { typeField: 'name' },
      onSuccess: 'list',
      permissions: [{ area: 'Line', action: 'delete' }],
    },
    lineTestCallAction,
    ...ongoingCallActions,
  ],
  permissions: {
    list: view,
    detail: view,
    create: [{ area: 'Line', action: 'create' }],
    edit,
    export: view,
  },
});
