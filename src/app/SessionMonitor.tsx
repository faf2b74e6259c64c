import { useEffect } from 'react';
import { useDataProvider, useLogout } from 'react-admin';
import type { ConsoleDataProvider } from '../providers/dataProvider';
import { sessionStateOfError, startSessionMonitor } from '../providers/sessionMonitor';

/**
 * SPEC §9 session check every 2 s while signed in: a session ended elsewhere (another tab, an administrator) signs
 * this console out within seconds. Through react-admin's data provider a 401 also takes the usual sign-out path
 * (SPEC §8 "401 on user info: sign out"); `onEnded` covers a 401 that path let through. Renders nothing.
 */
export function SessionMonitor() {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const logout = useLogout();
  useEffect(
    () =>
      startSessionMonitor({
        check: () =>
          dataProvider.checkSession().then(
            () => 'active' as const,
            (error: unknown) => sessionStateOfError(error),
          ),
        onEnded: () => void logout(),
      }),
    [dataProvider, logout],
  );
  return null;
}
