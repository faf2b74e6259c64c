import { seedTenantValues } from '../../db/seed/seedContent';
import type { PlatformArea } from '../platformArea';
import { seedTenantValueKinds } from './seedTenantValueKinds';
import { variablesStorageRoutes } from './variablesStorage';

export const area: PlatformArea = {
  name: 'variables-storage',
  routes: [variablesStorageRoutes],
  seed: { 140: seedTenantValues, 150: seedTenantValueKinds },
};
