import type { PermissionArea } from '../../shared/wire/administration';
import type { PermissionGroupsApi } from './permissionGroupsApi';
import { registryRequirements } from './permissionModel';
import type { ResourceConfig } from '../types';

/**
 * Fake twin of `createPermissionGroupsApi`: the given catalogue, or one built from every permission the served
 * resources require (so the permission editor offers exactly what the console checks).
 */
export function createFakePermissionGroupsApi(
  resources: readonly ResourceConfig[],
  permissionAreas?: PermissionArea[],
): PermissionGroupsApi {
  return {
    getPermissionAreas: async () => {
      if (permissionAreas) return { data: structuredClone(permissionAreas) };
      const areas = new Map<string, Set<string>>();
      registryRequirements(resources).forEach(({ area, action }) =>
        areas.set(area, (areas.get(area) ?? new Set()).add(action)),
      );
      return { data: [...areas].map(([area, actions]) => ({ area, actions: [...actions] })) };
    },
  };
}
