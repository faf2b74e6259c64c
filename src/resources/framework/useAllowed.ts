import { useEffect, useState } from 'react';
import { useAuthProvider } from 'react-admin';

/**
 * Asks the auth provider's `canAccess` about several actions of one resource at once (e.g. `tab:security`,
 * `action:duplicate`, `create`); undefined until every answer is in. Without an auth provider everything is allowed.
 */
export function useAllowed(
  resource: string,
  actions: readonly string[],
): Record<string, boolean> | undefined {
  const authProvider = useAuthProvider();
  const key = `${resource}|${actions.join('|')}`;
  const [answer, setAnswer] = useState<{ key: string; value: Record<string, boolean> }>();
  useEffect(() => {
    let live = true;
    const names = key.split('|').slice(1).filter(Boolean);
    Promise.all(
      names.map(async (action) => {
        if (!authProvider?.canAccess) return [action, true] as const;
        try {
          return [action, await authProvider.canAccess({ resource, action })] as const;
        } catch {
          return [action, false] as const;
        }
      }),
    ).then((entries) => {
      if (live) setAnswer({ key, value: Object.fromEntries(entries) });
    });
    return () => {
      live = false;
    };
  }, [authProvider, resource, key]);
  return answer?.key === key ? answer.value : undefined;
}
