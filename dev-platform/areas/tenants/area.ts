import type { PlatformArea } from '../platformArea';
import { seedTenantSettings } from './seedTenantSettings';
import { seedTenants } from './seedTenants';
import { tenantLimitRoutes } from './tenantLimits';
import { tenantNotificationGroupRoutes } from './tenantNotificationGroups';
import { tenantRoutes } from './tenants';
import { tenantSettingRoutes } from './tenantSettings';

export const area: PlatformArea = {
  name: 'tenants',
  routes: [tenantRoutes, tenantSettingRoutes, tenantLimitRoutes, tenantNotificationGroupRoutes],
  seed: { 10: seedTenants, 160: seedTenantSettings },
};
