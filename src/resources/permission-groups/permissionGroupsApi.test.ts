import type { ApiRequest } from '../../providers/api/apiRequest';
import { createPermissionGroupsApi } from './permissionGroupsApi';

describe('permissionGroupsApi', () => {
  it('reads the permission catalogue and answers its items', async () => {
    const items = [{ area: 'Tag', actions: ['view', 'edit'] }];
    const json = vi.fn(async () => ({ items }));
    const api = createPermissionGroupsApi({ json, file: vi.fn() } as unknown as ApiRequest);
    expect(await api.getPermissionAreas()).toEqual({ data: items });
    expect(json).toHaveBeenCalledWith('GET', '/administration/permission-areas');
  });
});
