import { defineArea } from '../defineArea';
import { auditLogMessages } from './auditLogMessages';
import { auditLogResource } from './auditLogResource';

/** The audit log area: everything it brings to the console, discovered through the area index. */
export const area = defineArea({
  name: 'audit-log',
  order: 140,
  resources: [auditLogResource],
  components: { auditChanges: () => import('./AuditChanges').then((module) => module.AuditChanges) },
  messages: { resources: { auditLog: { name: 'Audit log entry |||| Audit log', ...auditLogMessages } } },
  translations: { cs: () => import('./auditLogMessagesCs').then((module) => module.auditLogCs) },
});
