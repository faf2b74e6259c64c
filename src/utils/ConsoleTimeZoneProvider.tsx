import type { ReactNode } from 'react';
import { ConsoleTimeZoneContext } from './consoleTimeZoneContext';
import { useConsoleTimeZone } from './useConsoleTimeZone';

/** Reads the console time zone once and shares it with the displays below (a list's cells). */
export function ConsoleTimeZoneProvider({ children }: { children: ReactNode }) {
  return <ConsoleTimeZoneContext value={useConsoleTimeZone()}>{children}</ConsoleTimeZoneContext>;
}
