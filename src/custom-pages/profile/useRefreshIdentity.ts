import { useQueryClient } from '@tanstack/react-query';
import { useAuthProvider } from 'react-admin';
import type { ConsoleAuthProvider } from '../../providers/authProvider';

/**
 * After a change to the user's own record: the profile and the identity (top bar time zone, the password expiry
 * notice) are read again.
 */
export function useRefreshIdentity(): () => Promise<void> {
  const authProvider = useAuthProvider<ConsoleAuthProvider>();
  const queryClient = useQueryClient();
  return async () => {
    authProvider?.refreshUserInfo();
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ['profile'] }),
      queryClient.invalidateQueries({ queryKey: ['auth'] }),
    ]);
  };
}
