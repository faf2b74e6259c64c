import { useSyncExternalStore } from 'react';
import { useAuthProvider, useTranslate } from 'react-admin';
import { usePageTitle } from '../../app/usePageTitle';
import type { ConsoleAuthProvider } from '../../providers/authProvider';
import { createObservable } from '../../providers/observable';
import { signInErrorText } from '../../providers/signInErrorText';
import { CenteredMessage } from '../errors/CenteredMessage';

const noError = createObservable<Error | null>(null);

/** Admin loading page: shown while signing in; shows the failure when the sign-in redirect cannot start. */
export function SignInLoadingPage() {
  const translate = useTranslate();
  const signInError = useAuthProvider<ConsoleAuthProvider>()?.signInError ?? noError;
  const error = useSyncExternalStore(signInError.subscribe, signInError.get);
  // Like the callback page: once sign-in failed, the tab title says so too.
  usePageTitle(error ? translate('app.auth.sign_in_failed') : undefined);
  if (error) {
    return (
      <CenteredMessage
        title={translate('app.auth.sign_in_failed')}
        detail={signInErrorText(error, translate)}
        action={{ label: translate('app.auth.retry'), onClick: () => window.location.reload() }}
      />
    );
  }
  return <CenteredMessage busy title={translate('app.loading')} />;
}
