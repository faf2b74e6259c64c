import type { PermissionMap } from '../../../src/shared/permissions';
import { PERMISSION_AREAS } from './areas';

/** Every area granted in full (-1): the "Administrators" roles. */
export function administratorPermissions(): PermissionMap {
  return Object.fromEntries(Object.keys(PERMISSION_AREAS).map((area) => [area, -1 as const]));
}

/**
 * Everything but theming and tenant switching: the "Operators" roles.
 * The seeded `operator` sign-in relies on exactly this shape (no Settings area at all).
 */
export function operatorPermissions(): PermissionMap {
  const permissions = administratorPermissions();
  delete permissions.Settings;
  permissions.AccessManagement = ['viewtariff', 'viewrole', 'viewaccount', 'viewAgentControl'];
  return permissions;
}

/** Read-only access to flows and campaigns: the "Viewers" roles. */
export function viewerPermissions(): PermissionMap {
  return { CallScript: ['view'], Campaign: ['view'] };
}

/** Read access to audit, statistics and accounts: the "Auditors" roles. */
export function auditorPermissions(): PermissionMap {
  return {
    Auditlog: ['view'],
    Statistics: ['view', 'viewbilling', 'viewcosts'],
    Task: ['view'],
    Tenant: ['view'],
    User: ['view'],
    Role: ['view'],
  };
}

/** The roles every seeded tenant gets, in insertion order. */
export const TENANT_ROLES: { name: string; description: string; permissions: () => PermissionMap }[] = [
  { name: 'Administrators', description: 'Full access to every area', permissions: administratorPermissions },
  {
    name: 'Operators',
    description: 'Day-to-day operation of flows, campaigns and lines',
    permissions: operatorPermissions,
  },
  { name: 'Viewers', description: 'Read-only access to flows and campaigns', permissions: viewerPermissions },
  {
    name: 'Auditors',
    description: 'Audit log, statistics and account review',
    permissions: auditorPermissions,
  },
];
