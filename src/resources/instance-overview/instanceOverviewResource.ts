import { defineResource } from '../defineResource';

const view = [{ area: 'InstanceOverview', action: 'view' }];
const comparison = (path: 'grammars' | 'languages' | 'components') => ({
  path,
  component: 'instanceComparison' as const,
});

/**
 * Instance overview (SPEC §2): this instance and its remote ones at /administration/instance-overview; a remote
 * instance's detail …/detail/{appUrl (URL-encoded)}/{grammars, languages, components} compares its items with this
 * instance's and promotes selected ones (InstanceOverview/sync, checked by the comparison itself).
 */
export const instanceOverviewResource = defineResource({
  name: 'instanceOverview',
  route: 'administration/instance-overview',
  representation: 'name',
  icon: 'compare',
  idField: 'appUrl',
  api: {
    list: { path: '/administration/instances' },
    get: { path: '/administration/instances/{id}' },
  },
  fields: [
    { source: 'name', type: 'text' },
    { source: 'appUrl', type: 'text' },
    { source: 'version', type: 'text' },
    { source: 'reachable', type: 'boolean' },
    { source: 'local', type: 'boolean' },
    { source: 'lastSync', type: 'datetime' },
  ],
  list: {
    columns: ['name', 'appUrl', 'version', 'reachable', 'local', 'lastSync'],
    defaultSort: { field: 'name', order: 'ASC' },
    export: 'none',
  },
  detail: {
    tabs: [comparison('grammars'), comparison('languages'), comparison('components')],
  },
  permissions: { list: view, detail: view },
});
