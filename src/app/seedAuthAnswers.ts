import type { QueryClient } from '@tanstack/react-query';
import type { AuthProvider } from 'react-admin';

/**
 * How long the start-up's session check stands in for react-admin's own (`useAuthState`, asked by its routes and
 * every list on mount): long enough for the first screen's mounts, after which every mount checks again as usual.
 */
export const SESSION_CHECK_HOLD_MS = 5_000;

/**
 * Puts the signed-in user's permissions and identity into react-admin's query cache under the keys of its
 * `usePermissions()` and `useGetIdentity()`, once the user's info has arrived at start-up (both answer from it).
 * Asked from the cache, they are known in the first render: otherwise the routes, the top bar and the open list
 * render again when each answer lands, right after the first screen. They stay fresh as long as react-admin keeps
 * them (its hooks' 5 minutes), then are asked again as usual.
 * The session check (`checkAuth`) is answered too: the user's info has just been read with the session's token.
 * Unanswered, the routes (`ConsoleAdminRoutes`, through react-admin's `useAuthState`) render a loading page first and
 * the whole screen a timer later, when the check resolves. Its hooks keep no answer fresh (stale at once, asked again on every mount), so the answer is dated
 * {@link SESSION_CHECK_HOLD_MS} ahead: the first screen's mounts take it, later ones ask again.
 * Answers whether the user's answers were seeded (a usable session).
 */
export async function seedAuthAnswers(
  queryClient: QueryClient,
  authProvider: Pick<AuthProvider, 'getPermissions' | 'getIdentity'>,
  now: () => number = Date.now,
): Promise<boolean> {
  const [permissions, identity] = await Promise.all([
    authProvider.getPermissions?.({}),
    authProvider.getIdentity?.(),
  ]).catch(() => [undefined, undefined]);
  if (permissions !== undefined) queryClient.setQueryData(['auth', 'getPermissions', {}], permissions);
  if (identity !== undefined) queryClient.setQueryData(['auth', 'getIdentity'], identity);
  if (permissions === undefined || identity === undefined) return false;
  queryClient.setQueryData(['auth', 'checkAuth', {}], true, { updatedAt: now() + SESSION_CHECK_HOLD_MS });
  return true;
}
