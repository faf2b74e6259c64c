/** English texts of suspicious entities (`resources.suspiciousEntities.*`). */
export const suspiciousEntitiesMessages = {
  fields: {
    id: 'ID',
    name: 'Line',
    phoneNumber: 'Phone number',
    idDialModule: 'Module',
    moduleName: 'Module',
    enabled: 'Enabled',
    monitoring: 'Monitoring',
    billing: 'Billing',
    tariffName: 'Tariff',
    riskLevel: 'Risk level',
    tenantName: 'Tenant',
    updated: 'Modified',
  },
  views: {
    'lines-without-monitoring': 'Lines without monitoring',
    'lines-without-billing': 'Lines without billing',
    'lines-with-fraud': 'Lines with fraud',
  },
};
