import type { ExportRequest } from '../../providers/api/homeApi';
import type { PermissionRequirement } from '../../providers/canAccess';

/** A large list the platform exports as a background CSV task, offered beside the tasks list. */
export interface ExportOffer {
  /** i18n key of the button. */
  label: string;
  request: ExportRequest;
  requirements: readonly PermissionRequirement[];
}

/**
 * The lists exported from the tasks screen. Lists that are resources export themselves (`list.export: 'server'`);
 * dial logs have no screen yet, so their export (100,000 rows and more) starts here.
 */
export const EXPORT_OFFERS: readonly ExportOffer[] = [
  {
    label: 'app.tasks.export_audit_log',
    request: {
      path: '/administration/audit-log',
      filter: {},
      sort: { field: 'time', order: 'DESC' },
      columns: [
        { source: 'time', label: 'Time' },
        { source: 'action', label: 'Action' },
        { source: 'entity', label: 'Entity' },
        { source: 'entityId', label: 'Entity id' },
        { source: 'username', label: 'User' },
        { source: 'detail', label: 'Detail' },
      ],
    },
    requirements: [{ area: 'Auditlog', action: 'view' }],
  },
  {
    label: 'app.tasks.export_dial_logs',
    request: {
      path: '/calls-management/dial-logs',
      filter: {},
      sort: { field: 'start', order: 'DESC' },
      columns: [
        { source: 'start', label: 'Start' },
        { source: 'lineName', label: 'Line' },
        { source: 'campaignName', label: 'Campaign' },
        { source: 'flowName', label: 'Flow' },
        { source: 'caller', label: 'Caller' },
        { source: 'callee', label: 'Callee' },
        { source: 'duration', label: 'Duration (s)' },
        { source: 'result', label: 'Result' },
      ],
    },
    requirements: [{ area: 'Line', action: 'view' }],
  },
];
