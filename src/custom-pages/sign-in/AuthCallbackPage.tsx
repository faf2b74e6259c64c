import { useHandleAuthCallback, useTranslate, type AuthRedirectResult } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { usePageTitle } from '../../app/usePageTitle';
import { signInErrorText } from '../../providers/signInErrorText';
import { CenteredMessage } from '../errors/CenteredMessage';

/**
 * Sign-in redirect address (SPEC §4 step 3): the auth provider completes the callback, strips code and state, waits
 * 500 ms and returns the validated saved address, which replaces this page in the history.
 */
export function AuthCallbackPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { error } = useHandleAuthCallback({
    onSuccess: (result: AuthRedirectResult | void) => {
      const redirectTo = result && typeof result.redirectTo === 'string' ? result.redirectTo : '/';
      navigate(redirectTo, { replace: true });
    },
  });
  // The tab title follows the page: a failed sign-in must not keep saying 'Signing in…'.
  usePageTitle(translate(error ? 'app.auth.sign_in_failed' : 'app.auth.signing_in'));

  if (error) {
    return (
      <CenteredMessage
        title={translate('app.auth.sign_in_failed')}
        detail={signInErrorText(error, translate)}
        action={{ label: translate('app.auth.sign_in_again'), href: '/' }}
      />
    );
  }
  return <CenteredMessage busy title={translate('app.auth.signing_in')} />;
}
