import { defineResource } from '../defineResource';
import { namedReference } from '../namedReference';

const view = [{ area: 'Statistics', action: 'view' }];

/**
 * Tenant statistics (SPEC §2 `administration/tenant-statistics`): the tenants of the context over a period of call
 * starts, with their calls, minutes and success rate as a table (exported like any list) and as charts beside it;
 * a row opens the tenant's own statistics tab.
 */
export const tenantStatisticsResource = defineResource({
  name: 'tenantStatistics',
  route: 'administration/tenant-statistics',
  representation: 'tenantName',
  icon: 'compare',
  api: {
    list: { path: '/statistics/tenants' },
    get: { path: '/statistics/tenants/{id}' },
  },
  fields: [
    { source: 'id', type: 'number' },
    ...namedReference('idTenant', 'tenants', 'tenantName'),
    { source: 'calls', type: 'number' },
    { source: 'minutes', type: 'number' },
    { source: 'successful', type: 'number' },
    { source: 'successRate', type: 'percent', scale: 1 },
    { source: 'start', type: 'datetime' },
  ],
  list: {
    columns: ['idTenant', 'calls', 'minutes', 'successful', 'successRate'],
    defaultSort: { field: 'calls', order: 'DESC' },
    filters: [{ source: 'start', type: 'dateRange', alwaysOn: true }],
    rowClick: { resource: 'tenants', idSource: 'idTenant', tab: 'statistics' },
    aside: 'tenantStatisticsCharts',
  },
  permissions: { list: view, detail: view, export: view },
});
