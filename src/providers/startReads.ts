/**
 * The reads a page load made before its first screen, remembered for the next load of the same address in the same
 * tab (a reload, a bookmark opened again), so that the early start can send them all while the console's code is
 * still arriving: the landing list's page then answers beside the user's info instead of one round trip after it.
 * The list's call is known only once the console's code has run (its configuration, react-admin's parameters, the
 * user's permissions); what the last load actually asked for is known at once.
 */
export const START_READS_STORAGE_KEY = 'switchboard.startReads';

/** A load never needs more before its first screen; more would mean something else went into the record. */
export const MAX_START_READS = 8;

export interface StartReads {
  /** `pathname + search` of the page load that made them. */
  address: string;
  /** The signed-in user (`sub`) who made them: another user's reads are not replayed. */
  user: string;
  /** Absolute addresses of the GETs, in the order they were sent. */
  urls: string[];
}

/** Remembers the start-up reads of this load; fails silently where session storage is unavailable. */
export function rememberStartReads(storage: Storage, reads: StartReads): void {
  try {
    if (reads.urls.length === 0) storage.removeItem(START_READS_STORAGE_KEY);
    else
      storage.setItem(
        START_READS_STORAGE_KEY,
        JSON.stringify({ ...reads, urls: reads.urls.slice(0, MAX_START_READS) }),
      );
  } catch {
    // Nothing remembered: the next load asks in its own time.
  }
}

/**
 * The reads the last load of `address` by `user` made, restricted to the platform's own APIs (`apiUrls`): a stored
 * entry is never trusted to send the bearer token anywhere else. Empty when there is no such entry or it is corrupt.
 */
export function recallStartReads(
  storage: Storage,
  address: string,
  user: string,
  apiUrls: readonly string[],
): string[] {
  let stored: unknown;
  try {
    stored = JSON.parse(storage.getItem(START_READS_STORAGE_KEY) ?? 'null');
  } catch {
    return [];
  }
  if (typeof stored !== 'object' || stored === null) return [];
  const entry = stored as Partial<StartReads>;
  if (entry.address !== address || entry.user !== user || !Array.isArray(entry.urls)) return [];
  return entry.urls
    .slice(0, MAX_START_READS)
    .filter(
      (url): url is string =>
        typeof url === 'string' && apiUrls.some((base) => base !== '' && url.startsWith(`${base}/`)),
    );
}

/**
 * Records this load's reads until `stop` (its first screen is shown). Each is remembered at once: a load may be left
 * as soon as its list shows, long before the first screen counts as shown.
 */
export function recordStartReads(storage: Storage, address: string, userOf: () => string | undefined) {
  let urls: string[] | null = [];
  return {
    note(url: string) {
      // Every later read of the page is told too: the stored user is not read again for those.
      if (!urls || urls.includes(url) || urls.length >= MAX_START_READS) return;
      const user = userOf();
      if (user === undefined) return;
      urls.push(url);
      rememberStartReads(storage, { address, user, urls });
    },
    stop() {
      urls = null;
    },
  };
}

/** The address a load's reads are remembered under. */
export const startAddress = (location: Pick<Location, 'pathname' | 'search'>) =>
  `${location.pathname}${location.search}`;
