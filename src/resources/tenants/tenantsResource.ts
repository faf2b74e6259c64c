import { defineResource } from '../defineResource';

/**
 * Tenants (SPEC §2 "Tenants"): list at /administration/tenants, detail at …/detail/{idTenant}/overview and
 * …/users (the tenant's users).
 */
export const tenantsResource = defineResource({
  name: 'tenants',
  route: 'administration/tenants',
  representation: 'name',
  icon: 'tenants',
  api: {
    list: { path: '/administration/tenants' },
    get: { path: '/administration/tenants/{id}' },
  },
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
      {
        path: 'overview',
        fields: [
          'id',
          'name',
          'code',
          'idParentTenant',
          'enabled',
          'twoFactorRequired',
          'channels',
          'timezone',
          'contactEmail',
          'website',
          'userCount',
          'lineCount',
          'created',
        ],
      },
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
    ],
  },
  permissions: {
    list: [{ area: 'Tenant', action: 'view' }],
    detail: [{ area: 'Tenant', action: 'view' }],
    export: [{ area: 'Tenant', action: 'view' }],
  },
});
