import type { PlatformArea } from '../platformArea';
import { auditLogRoutes } from './auditLog';

export const area: PlatformArea = {
  name: 'audit-log',
  routes: [auditLogRoutes],
};
