import { createContext } from 'react';

/**
 * The console time zone shared by every cell of a list (one identity read per list, not per cell); null outside a
 * list, where a display reads the identity itself.
 */
export const ConsoleTimeZoneContext = createContext<string | null>(null);
