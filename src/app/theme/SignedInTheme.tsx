import { useEffect } from 'react';
import { useConsoleTheme } from './ConsoleThemeProvider';

/**
 * Themes are per tenant (SPEC §1): the configuration loaded before sign-in carries the platform's theme, so the
 * signed-in layout reads it again once, now answered with the context tenant's theme (unless the configuration of the
 * first paint was already fetched with the session).
 */
export function SignedInTheme() {
  const { reloadForSession } = useConsoleTheme();
  useEffect(() => reloadForSession(), [reloadForSession]);
  return null;
}
