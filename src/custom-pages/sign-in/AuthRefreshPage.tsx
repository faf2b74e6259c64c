import { useEffect } from 'react';
import { useAuthProvider } from 'react-admin';
import type { ConsoleAuthProvider } from '../../providers/authProvider';

/**
 * Silent-renew address, loaded in a hidden frame (SPEC §4 step 1): hands the answer to the parent window and
 * shows nothing.
 */
export function AuthRefreshPage() {
  const authProvider = useAuthProvider<ConsoleAuthProvider>();
  useEffect(() => {
    authProvider
      ?.handleSilentCallback()
      .catch((error: unknown) => console.error('Silent renew callback failed', error));
  }, [authProvider]);
  return null;
}
