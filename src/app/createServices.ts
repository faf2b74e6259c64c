import type { UserManager } from 'oidc-client-ts';
import type { DataProvider } from 'react-admin';
import { createAuthProvider, type ConsoleAuthProvider } from '../providers/authProvider';
import { createDataProvider } from '../providers/dataProvider';
import { createHttpClient, type HttpClient } from '../providers/httpClient';
import { createUserManager } from '../providers/userManager';
import { requiredPermissions } from '../resources/registry';
import type { ResourceConfig } from '../resources/types';
import type { UserInfoResponse } from '../shared/wire/home';
import type { RuntimeConfig } from '../shared/wire/runtimeConfig';

/** Everything the console talks to, built once from the runtime configuration. */
export interface ConsoleServices {
  userManager: UserManager;
  httpClient: HttpClient;
  authProvider: ConsoleAuthProvider;
  /** A `ConsoleDataProvider` (react-admin's methods plus the resource framework's custom calls). */
  dataProvider: DataProvider;
}

/** Wires the OIDC client, API client, auth and data providers for one page load. */
export function createServices(config: RuntimeConfig, registry: readonly ResourceConfig[]): ConsoleServices {
  const userManager = createUserManager(config);
  // Drop sign-in states of abandoned redirects so session storage does not grow.
  userManager
    .clearStaleState()
    .catch((error: unknown) => console.warn('Could not clear stale sign-in state', error));
  const httpClient = createHttpClient({ getUser: () => userManager.getUser() });
  const authProvider = createAuthProvider({
    userManager,
    sso: config.sso,
    fetchUserInfo: async () =>
      (await httpClient<UserInfoResponse>(`${config.coreApiUrl}/home/user-info`)).json.value,
    resolvePermissions: (resource, action) => requiredPermissions(registry, resource, action),
  });
  const dataProvider = createDataProvider({
    resources: registry,
    httpClient,
    apiUrls: { core: config.coreApiUrl, nlp: config.nlpApiUrl },
  });
  return { userManager, httpClient, authProvider, dataProvider };
}
