import { canAccessAll, type PermissionMap } from '../../shared/permissions';
import { permissionGroupsResource } from '../../resources/permission-groups/permissionGroupsResource';
import { resourceRegistry } from '../../resources/registry';
import type { ResourceConfig } from '../../resources/types';
import { usersResource } from '../../resources/users/usersResource';
import { accessibleEntries, navigationEntries } from './navigationEntries';

// SPEC §6: the access-management actions open the users and permission-groups screens to read, never to change.
const paths = (permissions: PermissionMap) =>
  accessibleEntries(navigationEntries(resourceRegistry, []), permissions).map((entry) => entry.path);
/** Which of list, detail, create and edit a map opens on a resource. */
const views = (resource: ResourceConfig, map: PermissionMap) =>
  (['list', 'detail', 'create', 'edit'] as const).filter((view) =>
    canAccessAll(map, resource.permissions[view] ?? []),
  );

describe('AccessManagement/viewaccount and viewrole in the console', () => {
  it('viewaccount opens the users list and detail, not create, edit or their actions', () => {
    const map: PermissionMap = { AccessManagement: ['viewaccount'] };
    expect(paths(map)).toEqual(['/administration/users']);
    expect(views(usersResource, map)).toEqual(['list', 'detail']);
    expect(usersResource.actions.some((action) => canAccessAll(map, action.permissions))).toBe(false);
  });

  it('viewrole opens the permission groups list and detail, not create or edit', () => {
    const map: PermissionMap = { AccessManagement: ['viewrole'] };
    expect(paths(map)).toEqual(['/administration/permission-groups']);
    expect(views(permissionGroupsResource, map)).toEqual(['list', 'detail']);
  });

  it("today's User/view and Role/view keep granting the same", () => {
    expect(paths({ User: ['view'], Role: ['view'] }).sort()).toEqual([
      '/administration/permission-groups',
      '/administration/users',
    ]);
  });
});
