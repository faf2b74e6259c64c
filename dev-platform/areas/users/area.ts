import type { PlatformArea } from '../platformArea';
import { seedUsers } from './seedUsers';
import { userRoutes } from './users';
import { userSecurityRoutes } from './userSecurity';

export const area: PlatformArea = {
  name: 'users',
  routes: [userRoutes, userSecurityRoutes],
  seed: { 20: seedUsers },
};
