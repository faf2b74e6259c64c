/** English texts of the audit log (`resources.auditLog.*`; its name: `src/i18n/resourceNames.ts`). */
export const auditLogMessages = {
  fields: {
    id: 'ID',
    time: 'Time',
    action: 'Action',
    entity: 'Entity',
    entityId: 'Entity ID',
    detail: 'Detail',
    idUser: 'User',
    username: 'User',
    idTenant: 'Tenant',
    tenantName: 'Tenant',
    ipAddress: 'IP address',
  },
  tabs: { overview: 'Overview' },
};
