import { APPLICATION_CONFIGURATION_PATH, USER_INFO_PATH } from '../providers/api/homePaths';
import { startEarlyRead } from '../providers/earlyReads';
import { loadRuntimeConfig } from '../providers/runtimeConfig';
import { addSessionHeaders } from '../providers/sessionHeaders';
import { recallStartReads, startAddress } from '../providers/startReads';
import { readStoredUser, userStoreKey } from '../providers/storedUser';
import { downloadLandingConfigurations } from '../resources/builtInScreens';
import type { RuntimeConfig } from '../shared/wire/runtimeConfig';
import { landingPath } from './homePath';

export interface EarlyStart {
  /** `/config.json`, validated (rejects with the reason it cannot be used). */
  config: Promise<RuntimeConfig>;
}

export interface EarlyStartDeps {
  location: Pick<Location, 'pathname' | 'search'>;
  storage: Storage;
  fetch: typeof fetch;
}

/**
 * What a page load can ask for before the console's code has run (it runs once the scripts are in, and evaluating
 * them is the longest step of a cold load): `/config.json`, the landing list's configurations and, when a user is
 * signed in, the start-up's reads (the user's info, the application configuration and whatever else the last load of
 * this address read before its first screen, such as the list's first page: `startReads.ts`). Each is then on its way
 * or answered when the console starts, instead of leaving only then, one step after the other.
 */
export function startEarly({ location, storage, fetch: fetchImpl }: EarlyStartDeps): EarlyStart {
  downloadLandingConfigurations(landingPath(location.pathname));
  const config = loadRuntimeConfig(fetchImpl);
  config.then(
    ({ sso, coreApiUrl, nlpApiUrl }) => {
      const user = readStoredUser(storage, userStoreKey(sso));
      if (!user || user.expired) return; // the sign-in redirect, or a renewal, comes first
      const urls = new Set(
        [USER_INFO_PATH, APPLICATION_CONFIGURATION_PATH].map((path) => `${coreApiUrl}${path}`),
      );
      const sub = user.profile.sub;
      if (typeof sub === 'string')
        for (const url of recallStartReads(storage, startAddress(location), sub, [coreApiUrl, nlpApiUrl]))
          urls.add(url);
      for (const url of urls) {
        const headers = new Headers({ Accept: 'application/json' });
        startEarlyRead(url, addSessionHeaders(headers, user.access_token, storage), fetchImpl);
      }
    },
    () => undefined, // the console's start shows why the configuration cannot be used
  );
  return { config };
}
