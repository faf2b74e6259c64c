import type { QueryClient } from '@tanstack/react-query';
import type { AuthProvider } from 'react-admin';

/**
 * Puts the signed-in user's permissions and identity into react-admin's query cache under the keys of its
 * `usePermissions()` and `useGetIdentity()`, once the user's info has arrived at start-up (both answer from it).
 * Asked from the cache, they are known in the first render: otherwise the routes, the top bar and the open list
 * render again when each answer lands, right after the first screen. They stay fresh as long as react-admin keeps
 * them (its hooks' 5 minutes), then are asked again as usual.
 */
export async function seedAuthAnswers(
  queryClient: QueryClient,
  authProvider: Pick<AuthProvider, 'getPermissions' | 'getIdentity'>,
): Promise<void> {
  const [permissions, identity] = await Promise.all([
    authProvider.getPermissions?.({}),
    authProvider.getIdentity?.(),
  ]).catch(() => [undefined, undefined]);
  if (permissions !== undefined) queryClient.setQueryData(['auth', 'getPermissions', {}], permissions);
  if (identity !== undefined) queryClient.setQueryData(['auth', 'getIdentity'], identity);
}
