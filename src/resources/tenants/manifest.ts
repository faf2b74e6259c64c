import { defineArea } from '../defineArea';
import { notificationGroupsResource } from './notificationGroupsResource';
import { tenantFeesResource, tenantTariffsResource } from './tenantBillingResources';
import { tenantLimitsResource } from './tenantLimitsResource';
import {
  notificationGroupsMessages,
  tenantFeesMessages,
  tenantLimitsMessages,
  tenantsMessages,
  tenantTariffsMessages,
} from './tenantsMessages';
import { tenantsResource } from './tenantsResource';

/** The tenants area: everything it brings to the console, discovered through the area index. */
export const area = defineArea({
  name: 'tenants',
  order: 40,
  resources: [
    tenantsResource,
    tenantLimitsResource,
    tenantTariffsResource,
    tenantFeesResource,
    notificationGroupsResource,
  ],
  messages: {
    resources: {
      tenants: { name: 'Tenant |||| Tenants', ...tenantsMessages },
      tenantLimits: { name: 'Limit or licence |||| Limits and licences', ...tenantLimitsMessages },
      tenantTariffs: {
        name: 'Tariff or line tariff |||| Tariffs and line tariffs',
        ...tenantTariffsMessages,
      },
      tenantFees: { name: 'Fee |||| Fees', ...tenantFeesMessages },
      notificationGroups: {
        name: 'Notification group |||| Notification groups',
        ...notificationGroupsMessages,
      },
    },
  },
  translations: { cs: () => import('./tenantsMessagesCs').then((module) => module.tenantsCs) },
});
