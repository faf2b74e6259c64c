import { defineResource } from '../defineResource';
import { namedReference } from '../namedReference';

const view = [{ area: 'SuspiciousEntities', action: 'view' }];

/**
 * Suspicious entities (SPEC §2): one entity, lines that need attention, with three named views, each a server
 * filter: lines without monitoring, lines without billing, lines with fraud. A row opens the line.
 */
export const suspiciousEntitiesResource = defineResource({
  name: 'suspiciousEntities',
  route: 'administration/suspicious-entities',
  representation: 'name',
  icon: 'warning',
  api: {
    list: { path: '/administration/suspicious-entities/lines' },
    get: { path: '/administration/lines/{id}' },
  },
  fields: [
    { source: 'id', type: 'number' },
    { source: 'name', type: 'text' },
    { source: 'phoneNumber', type: 'phone' },
    ...namedReference('idDialModule', 'dialModules', 'moduleName'),
    { source: 'enabled', type: 'boolean' },
    { source: 'monitoring', type: 'boolean' },
    { source: 'billing', type: 'boolean' },
    { source: 'tariffName', type: 'text' },
    { source: 'riskLevel', type: 'enum', enumeration: 'riskLevel' },
    { source: 'tenantName', type: 'text' },
    { source: 'updated', type: 'datetime' },
  ],
  list: {
    columns: [
      'name',
      'phoneNumber',
      'idDialModule',
      'enabled',
      'monitoring',
      'billing',
      'tariffName',
      'riskLevel',
    ],
    optionalColumns: ['tenantName', 'updated'],
    defaultSort: { field: 'name', order: 'ASC' },
    filters: [
      { source: 'q', type: 'search' },
      { source: 'riskLevel', type: 'enum' },
      { source: 'idDialModule', type: 'reference' },
    ],
    views: [
      { path: 'lines-without-monitoring', filter: { kind: 'withoutMonitoring' } },
      { path: 'lines-without-billing', filter: { kind: 'withoutBilling' } },
      { path: 'lines-with-fraud', filter: { kind: 'withFraud' } },
    ],
    rowClick: { resource: 'lines', idSource: 'id' },
    // The three screens are one list with a required `kind`, not a plain list route the export task can read.
    export: 'none',
  },
  permissions: { list: view, detail: view, export: view },
});
