import { useEffect } from 'react';
import { useAuthProvider, useNotify } from 'react-admin';
import type { ConsoleAuthProvider } from '../providers/authProvider';

/** Surfaces silent token renew failures (SPEC §4: other failures raise a silent-renew error); renders nothing. */
export function SilentRenewErrorNotifier() {
  const authProvider = useAuthProvider<ConsoleAuthProvider>();
  const notify = useNotify();
  useEffect(
    () =>
      authProvider?.onSilentRenewError((error) =>
        notify('app.auth.silent_renew_error', { type: 'error', messageArgs: { message: error.message } }),
      ),
    [authProvider, notify],
  );
  return null;
}
