import type { ApiRequest } from '../../providers/api/apiRequest';
import type { PermissionArea, PermissionAreasResponse } from '../../shared/wire/administration';

/** Calls of the permission groups area beyond the resource's own list, detail and forms. */
export interface PermissionGroupsApi {
  /** The platform's catalogue of permission areas and actions (for the permission editor). */
  getPermissionAreas(): Promise<{ data: PermissionArea[] }>;
}

export function createPermissionGroupsApi(request: ApiRequest): PermissionGroupsApi {
  return {
    getPermissionAreas: async () => ({
      data: (await request.json<PermissionAreasResponse>('GET', '/administration/permission-areas')).items,
    }),
  };
}
