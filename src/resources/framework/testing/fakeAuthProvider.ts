import type { AuthProvider, UserIdentity } from 'react-admin';
import { canAccessAll, type PermissionMap } from '../../../shared/permissions';
import { requiredPermissions } from '../../registryLookup';
import type { ResourceConfig } from '../../types';

/**
 * An auth provider for component tests: a signed-in user with the given permission map (checked against the
 * registry like the console does) and console time zone.
 */
export function createFakeAuthProvider({
  registry,
  permissions,
  timezone = 'Europe/Prague',
  identity,
}: {
  registry: readonly ResourceConfig[];
  permissions: PermissionMap;
  timezone?: string;
  /** The signed-in user's identity; a tester in `timezone` by default. */
  identity?: UserIdentity;
}): AuthProvider {
  return {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => permissions,
    getIdentity: async () => identity ?? { id: 1, fullName: 'Tess Tester', timezone },
    canAccess: async ({ resource, action }) => {
      const required = requiredPermissions(registry, resource, action);
      return required !== undefined && canAccessAll(permissions, required);
    },
  };
}
