import { Notification } from 'react-admin';

/** SPEC §9: notifications hide after 6000 ms. */
export const NOTIFICATION_DURATION_MS = 6000;

/** react-admin's notification with the console's display time. */
export function ConsoleNotification() {
  return <Notification autoHideDuration={NOTIFICATION_DURATION_MS} />;
}
