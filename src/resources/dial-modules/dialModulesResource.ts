import { defineResource } from '../defineResource';
import { namedReference } from '../namedReference';
import type { InputSpec } from '../schema/inputSchema';
import { NAME_RULES, wholeInRange } from '../telephonyRules';

const view = [{ area: 'Module', action: 'view' }];
const edit = [{ area: 'Module', action: 'edit' }];
const inputs: InputSpec[] = [
  { source: 'name', validate: NAME_RULES },
  { source: 'providerKind', validate: [{ name: 'required' }, ...wholeInRange(0, 6)], defaultValue: 2 },
  { source: 'endpointType', validate: [{ name: 'required' }], defaultValue: 'SIPClient' },
  { source: 'host', validate: [{ name: 'required' }] },
  { source: 'port', validate: wholeInRange(1, 65535), defaultValue: 5060 },
  { source: 'maxChannels', validate: wholeInRange(1, 1000), defaultValue: 30 },
];
const monitoring = (on: boolean) => ({
  name: on ? 'monitoringOn' : 'monitoringOff',
  scope: 'record' as const,
  icon: on ? ('verified' as const) : ('block' as const),
  call: { method: 'PUT' as const, path: '/administration/modules/{id}/monitoring', body: { monitoring: on } },
  visibleWhen: { field: 'monitoring', equals: !on },
  permissions: edit,
});

/**
 * Dial modules (SPEC §2 "Modules"): list at /administration/modules; detail overview (the module, its callbot
 * settings as a form, restart, monitoring), lines (create in context, set the default line per row) and dial logs.
 */
export const dialModulesResource = defineResource({
  name: 'dialModules',
  route: 'administration/modules',
  representation: 'name',
  icon: 'modules',
  api: {
    list: { path: '/administration/modules' },
    get: { path: '/administration/modules/{id}' },
    create: { path: '/administration/modules' },
    update: { path: '/administration/modules/{id}' },
  },
  search: ['name'],
  fields: [
    { source: 'id', type: 'number' },
    { source: 'name', type: 'text' },
    { source: 'providerKind', type: 'enum', enumeration: 'providerKind' },
    { source: 'endpointType', type: 'enum', enumeration: 'endpointType' },
    { source: 'host', type: 'text' },
    { source: 'port', type: 'number' },
    { source: 'enabled', type: 'boolean' },
    { source: 'monitoring', type: 'boolean' },
    { source: 'maxChannels', type: 'number' },
    ...namedReference('idDefaultLine', 'lines', 'defaultLineName'),
    { source: 'lineCount', type: 'number' },
    { source: 'lastRestart', type: 'datetime' },
    { source: 'tenantName', type: 'text' },
    { source: 'created', type: 'datetime' },
    { source: 'updated', type: 'datetime' },
  ],
  list: {
    columns: ['name', 'endpointType', 'host', 'enabled', 'monitoring', 'lineCount', 'idDefaultLine'],
    optionalColumns: ['providerKind', 'port', 'maxChannels', 'lastRestart', 'tenantName', 'updated'],
    defaultSort: { field: 'name', order: 'ASC' },
    filters: [
      { source: 'q', type: 'search' },
      { source: 'endpointType', type: 'enum' },
      { source: 'providerKind', type: 'enum' },
      { source: 'enabled', type: 'boolean' },
      { source: 'monitoring', type: 'boolean' },
    ],
  },
  detail: {
    tabs: [
      {
        path: 'overview',
        sections: [
          {
            fields: [
              'id',
              'name',
              'providerKind',
              'endpointType',
              'host',
              'port',
              'enabled',
              'monitoring',
              'maxChannels',
              'idDefaultLine',
              'lastRestart',
              'tenantName',
              'created',
              'updated',
            ],
          },
          {
            title: 'resources.dialModules.sections.callbot',
            source: {
              path: '/administration/modules/{id}/callbot-settings',
              fields: [
                {
                  source: 'asrProvider',
                  type: 'enum',
                  choices: [
                    { value: 'google', label: 'resources.dialModules.asr.google' },
                    { value: 'azure', label: 'resources.dialModules.asr.azure' },
                    { value: 'deepgram', label: 'resources.dialModules.asr.deepgram' },
                  ],
                },
                { source: 'ttsVoice', type: 'text' },
                { source: 'bargeIn', type: 'boolean' },
                { source: 'silenceTimeoutMs', type: 'number' },
                { source: 'recordCalls', type: 'boolean' },
              ],
            },
            form: {
              inputs: [
                { source: 'asrProvider', validate: [{ name: 'required' }] },
                { source: 'ttsVoice', validate: [{ name: 'required' }] },
                { source: 'bargeIn' },
                {
                  source: 'silenceTimeoutMs',
                  validate: [{ name: 'required' }, ...wholeInRange(500, 60000)],
                },
                { source: 'recordCalls' },
              ],
              permissions: edit,
            },
          },
        ],
      },
      {
        path: 'lines',
        related: [
          {
            resource: 'lines',
            target: 'idDialModule',
            columns: ['name', 'phoneNumber', 'enabled', 'monitoring', 'idTariff'],
            rowActions: ['setDefaultLine'],
            create: { defaults: { idDialModule: 'id' } },
          },
        ],
      },
      { path: 'dialLogs', related: [{ resource: 'dialLogs', target: 'idDialModule', perPage: 25 }] },
    ],
  },
  form: { create: inputs, edit: inputs },
  actions: [
    {
      name: 'restart',
      scope: 'record',
      icon: 'sync',
      call: { path: '/administration/modules/{id}/restart' },
      confirm: true,
      permissions: [{ area: 'Module', action: 'restart' }],
    },
    monitoring(true),
    monitoring(false),
    {
      name: 'setDefaultLine',
      scope: 'row',
      icon: 'check',
      call: { method: 'PUT', path: '/administration/modules/{id}/default-line', body: { idLine: '{rowId}' } },
      visibleWhen: { not: { field: 'id', equalsField: '$parent.idDefaultLine' } },
      permissions: edit,
    },
  ],
  permissions: {
    list: view,
    detail: view,
    create: [{ area: 'Module', action: 'create' }],
    edit,
    export: view,
  },
});
