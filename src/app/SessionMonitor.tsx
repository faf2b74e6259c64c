import { useEffect, useState } from 'react';
import { useAuthProvider, useDataProvider, useLogout } from 'react-admin';
import type { ConsoleAuthProvider } from '../providers/authProvider';
import type { ConsoleDataProvider } from '../providers/dataProvider';
import { sessionStateOfError, startSessionMonitor } from '../providers/sessionMonitor';
import { useUnsavedChanges } from '../resources/framework/forms/LeaveGuard';
import { SessionEndedDialog } from './SessionEndedDialog';

/**
 * SPEC §9 session check every 2 s while signed in: a session ended elsewhere (another tab, an administrator) signs
 * this console out within seconds. Through react-admin's data provider a 401 also takes the usual sign-out path
 * (SPEC §8 "401 on user info: sign out"). When the page holds unsaved changes, the end of the session (found by
 * either) asks instead: sign in again in a popup and keep them, or sign out.
 */
export function SessionMonitor() {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const authProvider = useAuthProvider<ConsoleAuthProvider>();
  const logout = useLogout();
  const unsaved = useUnsavedChanges();
  const [ended, setEnded] = useState(false);
  // A new run of the check after each sign-in again.
  const [run, setRun] = useState(0);

  useEffect(
    () =>
      authProvider?.onSessionEnd?.(() => {
        if (!unsaved()) return false;
        setEnded(true);
        return true;
      }),
    [authProvider, unsaved],
  );

  useEffect(() => {
    if (ended) return undefined;
    return startSessionMonitor({
      check: () =>
        dataProvider.checkSession().then(
          () => 'active' as const,
          (error: unknown) => sessionStateOfError(error),
        ),
      onEnded: () => (authProvider?.sessionEnded ? authProvider.sessionEnded() : void logout()),
    });
  }, [dataProvider, authProvider, logout, ended, run]);

  if (!ended || !authProvider?.signInAgain) return null;
  return (
    <SessionEndedDialog
      signInAgain={authProvider.signInAgain}
      signOut={() => void logout()}
      onSignedIn={() => {
        setEnded(false);
        setRun((value) => value + 1);
      }}
    />
  );
}
