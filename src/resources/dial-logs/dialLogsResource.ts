import { defineResource } from '../defineResource';
import { namedReference } from '../namedReference';

const view = [{ area: 'Line', action: 'view' }];

/**
 * Dial logs (SPEC §2 "dialLogs" tabs): one resource shown inside flows, modules and lines, filtered by them, with
 * the call result and process kind, duration in minutes and seconds, a date range in the console time zone.
 */
export const dialLogsResource = defineResource({
  name: 'dialLogs',
  route: 'administration/dial-logs',
  embedded: true,
  representation: 'caller',
  icon: 'call',
  api: {
    list: { path: '/calls-management/dial-logs' },
    get: { path: '/calls-management/dial-logs/{id}' },
  },
  fields: [
    { source: 'id', type: 'number' },
    { source: 'start', type: 'datetime' },
    { source: 'duration', type: 'duration' },
    { source: 'result', type: 'enum', enumeration: 'callResult' },
    { source: 'processKind', type: 'enum', enumeration: 'processKind' },
    { source: 'caller', type: 'phone' },
    { source: 'callee', type: 'phone' },
    ...namedReference('idLine', 'lines', 'lineName'),
    ...namedReference('idDialModule', 'dialModules', 'moduleName'),
    ...namedReference('idCallScript', 'flows', 'flowName'),
    { source: 'campaignName', type: 'text' },
    {
      source: 'guid',
      type: 'text',
      sortable: false,
      link: '/administration/conversation-details/{guid}/timeline',
    },
    { source: 'tenantName', type: 'text' },
  ],
  list: {
    columns: ['start', 'caller', 'callee', 'result', 'duration', 'processKind', 'idLine', 'guid'],
    optionalColumns: ['idDialModule', 'idCallScript', 'campaignName', 'tenantName'],
    defaultSort: { field: 'start', order: 'DESC' },
    filters: [
      { source: 'q', type: 'search' },
      { source: 'start', type: 'dateRange', alwaysOn: true },
      { source: 'result', type: 'enum', alwaysOn: true },
      { source: 'processKind', type: 'enum' },
    ],
    rowClick: 'none',
  },
  permissions: { list: view, detail: view, export: view },
});
