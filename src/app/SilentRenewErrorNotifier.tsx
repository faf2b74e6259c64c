import { useEffect } from 'react';
import { useAuthProvider, useNotify, useTranslate } from 'react-admin';
import type { ConsoleAuthProvider } from '../providers/authProvider';
import { signInErrorText } from '../providers/signInErrorText';

/**
 * Surfaces silent token renew failures (SPEC §4: other failures raise a silent-renew error), with the SPEC §8 text
 * of the sign-in client's error where the catalogue has one; renders nothing.
 */
export function SilentRenewErrorNotifier() {
  const authProvider = useAuthProvider<ConsoleAuthProvider>();
  const notify = useNotify();
  const translate = useTranslate();
  useEffect(
    () =>
      authProvider?.onSilentRenewError((error) =>
        notify('app.auth.silent_renew_error', {
          type: 'error',
          messageArgs: { message: signInErrorText(error, translate) },
        }),
      ),
    [authProvider, notify, translate],
  );
  return null;
}
