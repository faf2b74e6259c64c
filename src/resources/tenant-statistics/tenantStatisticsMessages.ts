/** English texts of the tenant statistics screen (`resources.tenantStatistics.*`). */
export const tenantStatisticsMessages = {
  fields: {
    id: 'ID',
    idTenant: 'Tenant',
    tenantName: 'Tenant',
    calls: 'Calls',
    minutes: 'Minutes',
    successful: 'Successful',
    successRate: 'Success rate',
    start: 'Period',
  },
  charts: {
    volume: 'Calls and minutes per tenant',
    success: 'Success rate per tenant (%)',
    successPercent: 'Success rate (%)',
  },
};
