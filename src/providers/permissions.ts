import type { PermissionMap } from '../types/api';

/** One area/action pair a view requires, e.g. `{ area: 'Tenant', action: 'view' }`. */
export interface PermissionRequirement {
  area: string;
  action: string;
}

/** Whether the permission map grants the action of the area; -1 grants every action of that area (SPEC §6). */
export function hasPermission(
  permissions: PermissionMap | null | undefined,
  requirement: PermissionRequirement,
) {
  const granted = permissions?.[requirement.area];
  if (granted === -1) return true;
  return Array.isArray(granted) && granted.includes(requirement.action);
}

/** Whether every listed requirement is granted; an empty list is always granted (SPEC §6: routes need all pairs). */
export function hasPermissions(
  permissions: PermissionMap | null | undefined,
  requirements: readonly PermissionRequirement[],
): boolean {
  return requirements.every((requirement) => hasPermission(permissions, requirement));
}
