import type { PlatformArea } from '../platformArea';
import { auditLogRoutes } from './auditLog';
import { registerAuditTrail } from './auditWrites';

export const area: PlatformArea = {
  name: 'audit-log',
  routes: [auditLogRoutes],
  // Every successful write of the core API is recorded, with the fields it changed.
  register: ({ app, context }) => registerAuditTrail(app, context),
};
