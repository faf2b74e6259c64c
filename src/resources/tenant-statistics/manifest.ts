import { defineArea } from '../defineArea';
import { tenantStatisticsMessages } from './tenantStatisticsMessages';
import { tenantStatisticsResource } from './tenantStatisticsResource';

/** The tenant statistics area: everything it brings to the console, discovered through the area index. */
export const area = defineArea({
  name: 'tenant-statistics',
  order: 150,
  resources: [tenantStatisticsResource],
  components: {
    tenantStatisticsCharts: () =>
      import('./TenantStatisticsCharts').then((module) => module.TenantStatisticsCharts),
  },
  messages: {
    resources: {
      tenantStatistics: { name: 'Tenant statistics |||| Tenant statistics', ...tenantStatisticsMessages },
    },
  },
  translations: {
    cs: () => import('./tenantStatisticsMessagesCs').then((module) => module.tenantStatisticsCs),
  },
});
