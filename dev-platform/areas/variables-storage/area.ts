import type { PlatformArea } from '../platformArea';
import { seedTenantValueKinds } from './seedTenantValueKinds';
import { seedTenantValues } from './seedTenantValues';
import { variablesStorageRoutes } from './variablesStorage';

export const area: PlatformArea = {
  name: 'variables-storage',
  routes: [variablesStorageRoutes],
  seed: { 140: seedTenantValues, 150: seedTenantValueKinds },
};
