import type { AuthProvider } from 'react-admin';
import type { ConsoleIdentity } from '../providers/authProvider';
import { createObservable } from '../providers/observable';
import { createFakeAuthProvider } from '../resources/framework/testing/fakeAuthProvider';
import { resourceRegistry } from '../resources/registry';
import type { ResourceConfig } from '../resources/types';
import type { PermissionMap } from '../shared/permissions';

/**
 * Test-only: QA's fake auth provider for a signed-in `identity` with `permissions` (checked against the registry like
 * the console does; without a map every access is allowed), with `logout` recorded and the console's sign-out state.
 */
export function testAuthProvider(
  identity: ConsoleIdentity,
  permissions?: PermissionMap,
  registry: readonly ResourceConfig[] = resourceRegistry,
) {
  const { canAccess, ...fake } = createFakeAuthProvider({
    registry,
    permissions: permissions ?? {},
    identity,
  });
  return {
    ...fake,
    ...(permissions ? { canAccess } : {}),
    logout: vi.fn(async () => false as const),
    signingOut: createObservable(false),
    refreshUserInfo: vi.fn(),
  } satisfies AuthProvider & Record<string, unknown>;
}
