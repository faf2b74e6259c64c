import { createContext, useContext, type ReactNode } from 'react';
import type { LiveConnection } from '../../providers/liveConnection';
import type { TaskFeed } from './taskFeed';

/** The tab's live connection (null when the console runs without one, e.g. in tests) and the bell's task feed. */
export interface LiveServices {
  connection: LiveConnection | null;
  feed: TaskFeed;
  /**
   * Runs `start` once the first screen has been shown (the connection and its client code must not compete with the
   * first list); returns a canceller. Without it the connection starts with the signed-in layout.
   */
  whenFirstScreenShown?: (start: () => void) => () => void;
  /** Where and how the Debug views open the diagnostic websocket (issue 34.5); absent without a signed-in user. */
  diagnostics?: DiagnosticsAccess;
}

/** The diagnostic websocket's URL and the credentials it is opened with (read at each opening). */
export interface DiagnosticsAccess {
  url: string;
  accessToken: () => Promise<string>;
  tenantContextId: () => string | null;
}

const LiveServicesContext = createContext<LiveServices | null>(null);

/** Provides {@link LiveServices}. */
export function LiveServicesProvider({ value, children }: { value: LiveServices; children: ReactNode }) {
  return <LiveServicesContext.Provider value={value}>{children}</LiveServicesContext.Provider>;
}

/** The live services, or null outside a console that has them. */
export function useLiveServices(): LiveServices | null {
  return useContext(LiveServicesContext);
}
