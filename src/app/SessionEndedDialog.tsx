import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { signInErrorText } from '../providers/signInErrorText';

/**
 * The session ended while the page holds unsaved changes: sign in again in a popup (the page and its changes stay),
 * or sign out. A failed popup (closed, blocked) says why with the SPEC §8 text and can be tried again.
 */
export function SessionEndedDialog({
  signInAgain,
  signOut,
  onSignedIn,
}: {
  signInAgain: () => Promise<void>;
  signOut: () => void;
  onSignedIn: () => void;
}) {
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const signIn = () => {
    setBusy(true);
    setError(undefined);
    signInAgain().then(onSignedIn, (reason: unknown) => {
      setError(signInErrorText(reason, translate));
      setBusy(false);
    });
  };
  return (
    <Dialog open aria-labelledby="session-ended-title" aria-describedby="session-ended-message">
      <DialogTitle id="session-ended-title">{translate('app.auth.session_ended_title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="session-ended-message">
          {translate('app.auth.session_ended_message')}
        </DialogContentText>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={signOut} disabled={busy}>
          {translate('app.auth.sign_out')}
        </Button>
        <Button variant="contained" onClick={signIn} disabled={busy}>
          {translate('app.auth.sign_in_again')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
