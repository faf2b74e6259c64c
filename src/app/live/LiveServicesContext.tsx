import { createContext, useContext, type ReactNode } from 'react';
import type { LiveConnection } from '../../providers/liveConnection';
import type { TaskFeed } from './taskFeed';

/** The tab's live connection (null when the console runs without one, e.g. in tests) and the bell's task feed. */
export interface LiveServices {
  connection: LiveConnection | null;
  feed: TaskFeed;
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
