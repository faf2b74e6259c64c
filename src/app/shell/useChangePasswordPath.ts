import { useGetIdentity, usePermissions } from 'react-admin';
import type { ConsoleIdentity } from '../../providers/authProvider';
import { canAccessAll } from '../../shared/permissions';
import { detailPath } from '../../resources/framework/resourcePaths';
import { useResourceSummaries } from '../../resources/framework/ResourceRegistryContext';

/**
 * Where "Change password" leads (SPEC §9): the signed-in user's overview with the new-password dialog open, or null
 * when the console has no users screen or the user may not open it (the action is then not offered).
 */
export function useChangePasswordPath(): string | null {
  const registry = useResourceSummaries();
  const { identity } = useGetIdentity();
  const { permissions, isPending } = usePermissions();
  const users = registry.find((resource) => resource.name === 'users');
  const id = (identity as ConsoleIdentity | undefined)?.id;
  if (!users?.permissions.detail || id === undefined || isPending) return null;
  if (!canAccessAll(permissions, users.permissions.detail)) return null;
  return `${detailPath(users, id)}?dialog=newPassword`;
}
