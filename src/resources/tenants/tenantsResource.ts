import { CHANNEL_CHOICES } from '../choices';
import { defineResource } from '../defineResource';

/** Tenants (SPEC §2 "Tenants"): list at /administration/tenants, detail at …/detail/{idTenant}/overview. */
export const tenantsResource = defineResource({
  name: 'tenants',
  route: 'administration/tenants',
  representation: 'name',
  icon: 'tenants',
  api: {
    base: 'core',
    list: { method: 'GET', path: '/administration/tenants', itemsPath: 'items', totalPath: 'total' },
    get: { method: 'GET', path: '/administration/tenants/{id}' },
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
    { source: 'channels', type: 'flags', choices: CHANNEL_CHOICES },
    { source: 'timezone', type: 'text' },
    { source: 'contactEmail', type: 'email' },
    { source: 'website', type: 'url' },
    { source: 'userCount', type: 'number' },
    { source: 'lineCount', type: 'number' },
    { source: 'created', type: 'date' },
  ],
  list: {
    columns: ['name', 'code', 'idParentTenant', 'enabled', 'channels', 'userCount', 'lineCount', 'created'],
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
    ],
  },
  permissions: {
    list: [{ area: 'Tenant', action: 'view' }],
    detail: [{ area: 'Tenant', action: 'view' }],
  },
});
