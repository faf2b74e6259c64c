import { Alert, Button } from '@mui/material';
import { useGetIdentity, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { ConsoleIdentity } from '../../providers/authProvider';
import { passwordExpiryNotice } from '../../utils/passwordExpiry';
import { profilePage } from '../../custom-pages/profile/profileDefinition';

/**
 * SPEC §9: 'Your password will expire in {number} days.' or 'Your password has expired.' when the days left are at
 * most warnDays, with a Change password action to the user's own profile (issue 32.2: every user may open it).
 */
export function PasswordExpiryWarning() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const notice = passwordExpiryNotice((identity as ConsoleIdentity | undefined)?.passwordExpiration);
  if (notice.kind === 'none') return null;
  return (
    <Alert
      severity={notice.kind === 'expired' ? 'error' : 'warning'}
      sx={{ mt: 1 }}
      action={
        <Button color="inherit" size="small" component={RouterLink} to={profilePage.path}>
          {translate('app.password.change')}
        </Button>
      }
    >
      {notice.kind === 'expired'
        ? translate('app.password.expired')
        : translate('app.password.expiring', { smart_count: notice.days })}
    </Alert>
  );
}
