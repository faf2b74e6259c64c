/** Czech texts of the tenant-statistics area (same keys as its manifest's English `messages`). */
export const tenantStatisticsCs = {
  resources: {
    tenantStatistics: {
      name: 'Statistika tenanta |||| Statistiky tenantů |||| Statistik tenantů',
      fields: {
        id: 'ID',
        idTenant: 'Tenant',
        tenantName: 'Tenant',
        calls: 'Hovory',
        minutes: 'Minuty',
        successful: 'Úspěšné',
        successRate: 'Úspěšnost',
        start: 'Období',
      },
      charts: {
        volume: 'Hovory a minuty podle tenanta',
        success: 'Úspěšnost podle tenanta (%)',
        successPercent: 'Úspěšnost (%)',
      },
    },
  },
};
