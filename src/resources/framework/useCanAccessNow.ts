import { useAuthProvider, useCanAccess } from 'react-admin';
import type { ConsoleAuthProvider } from '../../providers/authProvider';

/**
 * react-admin's `useCanAccess`, answered in the same render when the auth provider already knows (the user's
 * permissions arrived at start-up): a screen's first data request then starts at once instead of after another
 * asynchronous round. Falls back to `useCanAccess` while the answer is on its way, and with other auth providers.
 */
export function useCanAccessNow({ resource, action }: { resource: string; action: string }): {
  canAccess: boolean | undefined;
  isPending: boolean;
} {
  const authProvider = useAuthProvider<ConsoleAuthProvider>();
  const now = authProvider?.canAccessNow?.({ resource, action });
  const asked = useCanAccess({ resource, action, enabled: now === undefined && !!authProvider?.canAccess });
  if (now !== undefined) return { canAccess: now, isPending: false };
  return { canAccess: asked.canAccess, isPending: asked.isPending };
}
