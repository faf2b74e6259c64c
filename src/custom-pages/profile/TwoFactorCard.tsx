import { Alert, Button, Card, CardActions, CardContent, CardHeader, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { Profile } from '../../shared/wire/profile';
import { TwoFactorEnrolDialog } from './TwoFactorEnrolDialog';

const TEXTS = 'app.ownProfile';

/** The user's two-factor state and its set-up; removing it is an administrator's reset (SPEC §3 token removal). */
export function TwoFactorCard({ profile }: { profile: Profile }) {
  const translate = useTranslate();
  const [enrolling, setEnrolling] = useState(false);
  return (
    <Card component="section" aria-label={translate(`${TEXTS}.twoFactor`)}>
      <CardHeader title={translate(`${TEXTS}.twoFactor`)} />
      <CardContent>
        {profile.twoFactorRequired && !profile.twoFactorEnabled && (
          <Alert severity="warning" sx={{ mb: 1 }}>
            {translate(`${TEXTS}.twoFactor_required`)}
          </Alert>
        )}
        <Typography>
          {profile.twoFactorEnabled
            ? translate(`${TEXTS}.twoFactor_on`, { count: profile.recoveryCodesLeft })
            : translate(`${TEXTS}.twoFactor_off`)}
        </Typography>
        {profile.twoFactorEnabled && (
          <Typography variant="body2" color="text.secondary">
            {translate(`${TEXTS}.twoFactor_reset_hint`)}
          </Typography>
        )}
      </CardContent>
      {!profile.twoFactorEnabled && (
        <CardActions>
          <Button variant="contained" onClick={() => setEnrolling(true)}>
            {translate(`${TEXTS}.twoFactor_setUp`)}
          </Button>
        </CardActions>
      )}
      {enrolling && <TwoFactorEnrolDialog onClose={() => setEnrolling(false)} />}
    </Card>
  );
}
