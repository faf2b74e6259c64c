/** English texts of permission groups (`resources.permissionGroups.*`). */
export const permissionGroupsMessages = {
  fields: {
    id: 'ID',
    name: 'Name',
    description: 'Description',
    idTenant: 'Tenant',
    tenantName: 'Tenant',
    userCount: 'Users',
    permissions: 'Permissions',
    created: 'Created',
  },
  tabs: { overview: 'Overview' },
};
