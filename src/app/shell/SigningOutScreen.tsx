import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useResetStore, useTranslate } from 'react-admin';
import { CenteredMessage } from '../../custom-pages/errors/CenteredMessage';

/**
 * Replaces every view while signing out: the views unmount (no request starts with tokens being revoked) and the
 * react-admin store and query cache are dropped, so nothing of the session stays in memory until the browser leaves.
 */
export function SigningOutScreen() {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const resetStore = useResetStore();
  useEffect(() => {
    void queryClient.cancelQueries();
    queryClient.clear();
    resetStore();
  }, [queryClient, resetStore]);
  return <CenteredMessage busy title={translate('app.profile.signing_out')} />;
}
