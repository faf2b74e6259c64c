import type { PermissionMap } from '../types/api';
import { canAccess, canAccessAll, type PermissionRequirement } from './canAccess';

export type { PermissionRequirement } from './canAccess';

/** Whether the permission map grants the requirement; a thin wrapper over {@link canAccess}. */
export function hasPermission(
  permissions: PermissionMap | null | undefined,
  requirement: PermissionRequirement,
): boolean {
  return canAccess(permissions, requirement.area, requirement.action);
}

/** Whether every listed requirement is granted; a thin wrapper over {@link canAccessAll}. */
export function hasPermissions(
  permissions: PermissionMap | null | undefined,
  requirements: readonly PermissionRequirement[],
): boolean {
  return canAccessAll(permissions, requirements);
}
