import { defineResource } from '../defineResource';
import type { InputSpec } from '../schema/inputSchema';
import { advancedTab, dataTab, overviewTab, statisticsTab } from './tenantTabs';
import { NAME_RULES, TENANT_CODE_RULES } from './tenantRules';
import { tenantRowActionFields, tenantRowActions } from './tenantRowActions';

const view = [{ area: 'Tenant', action: 'view' }];
const edit = [{ area: 'Tenant', action: 'edit' }];
const inputs: InputSpec[] = [
  { source: 'name', validate: NAME_RULES },
  { source: 'code', validate: TENANT_CODE_RULES },
  { source: 'timezone', validate: [{ name: 'required' }], defaultValue: 'Europe/Prague' },
  { source: 'channels', defaultValue: 1 },
  { source: 'enabled', defaultValue: true },
  { source: 'contactEmail' },
  { source: 'website', validate: [{ name: 'httpsUrl' }] },
];

/**
 * Tenants (SPEC §2 "Tenants"): list at /administration/tenants; detail …/detail/{idTenant}/ with overview (fields,
 * parameters, password expiration and two-factor, limits and licences, tariffs and fees), users, statistics,
 * data/knowledge-bases, advanced/retention, advanced/notifications and advanced/agentAssist. A new tenant is a
 * child of the context tenant.
 */
export const tenantsResource = defineResource({
  name: 'tenants',
  route: 'administration/tenants',
  representation: 'name',
  icon: 'tenants',
  api: {
    list: { path: '/administration/tenants' },
    get: { path: '/administration/tenants/{id}' },
    create: { path: '/administration/tenants' },
    update: { path: '/administration/tenants/{id}' },
  },
  search: ['name', 'code'],
  fields: [
    { source: 'id', type: 'number' },
    { source: 'name', type: 'text' },
    { source: 'code', type: 'text' },
    {
      source: 'idParentTenant',
      type: 'reference',
      reference: 'tenants',
      labelSource: 'parentName',
      sortField: 'parentName',
    },
    { source: 'parentName', type: 'text' },
    { source: 'enabled', type: 'boolean' },
    { source: 'twoFactorRequired', type: 'boolean' },
    { source: 'channels', type: 'flags', enumeration: 'channel' },
    { source: 'timezone', type: 'text' },
    { source: 'contactEmail', type: 'email', sortable: false },
    { source: 'website', type: 'url', sortable: false },
    { source: 'userCount', type: 'number' },
    { source: 'lineCount', type: 'number' },
    { source: 'created', type: 'date' },
    ...tenantRowActionFields,
  ],
  list: {
    columns: ['name', 'code', 'idParentTenant', 'enabled', 'channels', 'userCount', 'lineCount', 'created'],
    optionalColumns: ['twoFactorRequired', 'timezone', 'contactEmail', 'website'],
    defaultSort: { field: 'name', order: 'ASC' },
    filters: [
      { source: 'q', type: 'search' },
      { source: 'enabled', type: 'boolean' },
    ],
  },
  detail: {
    tabs: [
      overviewTab,
      {
        path: 'users',
        related: [
          {
            resource: 'users',
            target: 'idTenant',
            apiPath: '/administration/tenants/{id}/users',
            columns: ['username', 'firstname', 'lastname', 'email', 'roleIds', 'enabled', 'lastLogin'],
          },
        ],
      },
      statisticsTab,
      dataTab,
      advancedTab,
    ],
  },
  form: { create: inputs, edit: inputs },
  actions: tenantRowActions,
  permissions: {
    list: view,
    detail: view,
    create: [{ area: 'Tenant', action: 'create' }],
    edit,
    export: view,
  },
});
