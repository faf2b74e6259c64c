import { APPLICATION_CONFIGURATION_PATH, USER_INFO_PATH } from '../providers/api/homePaths';
import { startEarlyRead } from '../providers/earlyReads';
import { loadRuntimeConfig } from '../providers/runtimeConfig';
import { addSessionHeaders } from '../providers/sessionHeaders';
import { readStoredUser, userStoreKey } from '../providers/storedUser';
import { downloadLandingConfigurations } from '../resources/builtInScreens';
import type { RuntimeConfig } from '../shared/wire/runtimeConfig';
import { landingPath } from './homePath';

export interface EarlyStart {
  /** `/config.json`, validated (rejects with the reason it cannot be used). */
  config: Promise<RuntimeConfig>;
}

export interface EarlyStartDeps {
  location: Pick<Location, 'pathname'>;
  storage: Storage;
  fetch: typeof fetch;
}

/**
 * What a page load can ask for before the console's code has run (it runs once the scripts are in, and evaluating
 * them is the longest step of a cold load): `/config.json`, the landing list's configurations and, when a user is
 * signed in, the start-up's reads (the user's info and the application configuration). Each is then on its way or
 * answered when the console starts, instead of leaving only then, one step after the other.
 */
export function startEarly({ location, storage, fetch: fetchImpl }: EarlyStartDeps): EarlyStart {
  downloadLandingConfigurations(landingPath(location.pathname));
  const config = loadRuntimeConfig(fetchImpl);
  config.then(
    ({ sso, coreApiUrl }) => {
      const user = readStoredUser(storage, userStoreKey(sso));
      if (!user || user.expired) return; // the sign-in redirect, or a renewal, comes first
      for (const path of [USER_INFO_PATH, APPLICATION_CONFIGURATION_PATH]) {
        const headers = new Headers({ Accept: 'application/json' });
        startEarlyRead(
          `${coreApiUrl}${path}`,
          addSessionHeaders(headers, user.access_token, storage),
          fetchImpl,
        );
      }
    },
    () => undefined, // the console's start shows why the configuration cannot be used
  );
  return { config };
}
