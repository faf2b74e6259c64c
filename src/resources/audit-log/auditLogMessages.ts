/** English texts of the audit log (`resources.auditLog.*`). */
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
  sections: { changes: 'Changes' },
  changes: {
    title: 'Changed fields',
    field: 'Field',
    before: 'Before',
    after: 'After',
    none: 'This entry records no field changes.',
  },
};
