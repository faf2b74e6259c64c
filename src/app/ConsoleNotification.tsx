import { Alert, Snackbar } from '@mui/material';
import { useEffect, useState } from 'react';
import { useNotificationContext, useTranslate } from 'react-admin';

/** SPEC §9: notifications hide after 6000 ms. */
export const NOTIFICATION_DURATION_MS = 6000;

const SEVERITY = { error: 'error', warning: 'warning', success: 'success', info: 'info' } as const;

/**
 * The console's notifications, one at a time (react-admin's queue), shown for 6000 ms. Screen readers hear them
 * politely (`role="status"`), errors assertively (`role="alert"`): react-admin's own snackbar is an alert for all,
 * so every "saved" would interrupt the user.
 */
export function ConsoleNotification() {
  const { notifications, takeNotification } = useNotificationContext();
  const translate = useTranslate();
  // The first of the queue shows until it has left; then it is taken off and the next one shows.
  const current = notifications[0];
  const [closing, setClosing] = useState(false);
  const close = () => setClosing(true);
  // A newer notification replaces the shown one at once (as react-admin's own does) instead of waiting 6 s behind it.
  // One already on its way out (a click elsewhere, its time up) is taken when it has left; taking it here as well
  // would take the newer one with it.
  const queued = notifications.length;
  useEffect(() => {
    if (queued > 1 && !closing) takeNotification();
  }, [queued, closing, takeNotification]);

  if (!current) return null;
  const { message, type, notificationOptions } = current;
  const { autoHideDuration, messageArgs } = notificationOptions ?? {};
  const error = type === 'error';
  return (
    <Snackbar
      open={!closing}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      autoHideDuration={
        autoHideDuration === undefined ? NOTIFICATION_DURATION_MS : (autoHideDuration ?? undefined)
      }
      onClose={close}
      slotProps={{
        transition: {
          onExited: () => {
            takeNotification();
            setClosing(false);
          },
        },
      }}
    >
      <Alert
        variant="filled"
        severity={SEVERITY[type ?? 'info'] ?? 'info'}
        role={error ? 'alert' : 'status'}
        aria-live={error ? 'assertive' : 'polite'}
        onClose={close}
        closeText={translate('ra.action.close')}
        sx={{ minWidth: 288 }}
      >
        {typeof message === 'string' ? translate(message, messageArgs) : message}
      </Alert>
    </Snackbar>
  );
}
