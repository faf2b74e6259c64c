import { useEffect, useState } from 'react';
import { useAuthProvider } from 'react-admin';
import type { ConsoleAuthProvider } from '../../providers/authProvider';

/**
 * Asks the auth provider's `canAccess` about several actions of one resource at once (e.g. `tab:security`,
 * `action:duplicate`, `create`); undefined until every answer is in. Without an auth provider everything is allowed.
 */
export function useAllowed(
  resource: string,
  actions: readonly string[],
): Record<string, boolean> | undefined {
  const authProvider = useAuthProvider<ConsoleAuthProvider>();
  const key = `${resource}|${actions.join('|')}`;
  const [answer, setAnswer] = useState<{ key: string; value: Record<string, boolean> }>();
  // Known at once when the permissions and the requirements are (the usual case after start-up).
  const now = answerNow(authProvider, resource, actions);
  const known = now !== undefined;
  useEffect(() => {
    if (known) return;
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
  }, [authProvider, resource, key, known]);
  return now ?? (answer?.key === key ? answer.value : undefined);
}

function answerNow(
  authProvider: ConsoleAuthProvider | undefined,
  resource: string,
  actions: readonly string[],
): Record<string, boolean> | undefined {
  if (!authProvider?.canAccessNow) return undefined;
  const entries: [string, boolean][] = [];
  for (const action of actions) {
    const allowed = authProvider.canAccessNow({ resource, action });
    if (allowed === undefined) return undefined;
    entries.push([action, allowed]);
  }
  return Object.fromEntries(entries);
}
