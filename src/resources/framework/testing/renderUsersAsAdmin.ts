import { resourceRegistry } from '../../registry';
import { usersResource } from '../../users/usersResource';
import { createFakeAuthProvider } from './fakeAuthProvider';
import { createFakeDataProvider } from './fakeDataProvider';
import { renderConsole } from '../../../testing/renderConsole';

/** The users screens at `path` for someone allowed everything there: a few users, tenants and roles. */
export function renderUsersAsAdmin(path: string) {
  const dataProvider = createFakeDataProvider({
    resources: resourceRegistry,
    counts: { users: 3, tenants: 2, permissionGroups: 2 },
  });
  return renderConsole(usersResource, {
    path,
    dataProvider,
    authProvider: createFakeAuthProvider({
      registry: resourceRegistry,
      permissions: { User: -1, Tenant: -1, Role: -1 },
    }),
  });
}
