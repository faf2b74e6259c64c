import { useGetIdentity } from 'react-admin';
import type { ConsoleIdentity } from '../providers/authProvider';
import { resolveTimeZone } from './formatDate';

/** The signed-in user's console time zone, falling back to the browser's (SPEC §9). */
export function useConsoleTimeZone(): string {
  const { identity } = useGetIdentity();
  return resolveTimeZone((identity as ConsoleIdentity | undefined)?.timezone);
}
