import { defineResource } from '../defineResource';

/** The audit log (SPEC §2 top level "audit-log"): read-only, newest first, thousands of entries. */
export const auditLogResource = defineResource({
  name: 'auditLog',
  route: 'administration/audit-log',
  representation: 'detail',
  icon: 'audit',
  api: {
    list: { path: '/administration/audit-log' },
    get: { path: '/administration/audit-log/{id}' },
  },
  fields: [
    { source: 'id', type: 'number' },
    { source: 'time', type: 'datetime' },
    { source: 'action', type: 'enum', enumeration: 'auditAction' },
    { source: 'entity', type: 'text' },
    { source: 'entityId', type: 'text' },
    { source: 'detail', type: 'longText' },
    {
      source: 'idUser',
      type: 'reference',
      reference: 'users',
      labelSource: 'username',
      sortField: 'username',
    },
    { source: 'username', type: 'text' },
    {
      source: 'idTenant',
      type: 'reference',
      reference: 'tenants',
      labelSource: 'tenantName',
      sortField: 'tenantName',
    },
    { source: 'tenantName', type: 'text' },
    { source: 'ipAddress', type: 'text' },
  ],
  list: {
    columns: ['time', 'action', 'entity', 'entityId', 'idUser', 'detail'],
    optionalColumns: ['idTenant', 'ipAddress'],
    defaultSort: { field: 'time', order: 'DESC' },
    filters: [
      { source: 'q', type: 'search' },
      { source: 'time', type: 'dateRange' },
      { source: 'idUser', type: 'reference' },
      { source: 'idTenant', type: 'reference' },
      { source: 'action', type: 'enum' },
      { source: 'entity', type: 'text' },
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
              'time',
              'action',
              'entity',
              'entityId',
              'detail',
              'idUser',
              'idTenant',
              'ipAddress',
            ],
          },
          { title: 'resources.auditLog.sections.changes', component: 'auditChanges' },
        ],
      },
    ],
  },
  permissions: {
    list: [{ area: 'Auditlog', action: 'view' }],
    detail: [{ area: 'Auditlog', action: 'view' }],
    export: [{ area: 'Auditlog', action: 'view' }],
  },
});
