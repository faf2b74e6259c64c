import type { UserManager } from 'oidc-client-ts';
import { createAuthProvider, type ConsoleAuthProvider } from '../providers/authProvider';
import { createDataProvider, type ConsoleDataProvider } from '../providers/dataProvider';
import { createHttpClient } from '../providers/httpClient';
import { createUserManager, refreshAccessToken, userInMemory } from '../providers/userManager';
import { requiredPermissions, viewPermissions } from '../resources/registryLookup';
import { toConsoleRegistry, type RegistrySource } from '../resources/framework/consoleRegistry';
import type { RuntimeConfig } from '../shared/wire/runtimeConfig';

/** Everything the console talks to, built once from the runtime configuration. */
export interface ConsoleServices {
  userManager: UserManager;
  authProvider: ConsoleAuthProvider;
  /** Every call the console makes: react-admin's methods, the resource framework's calls and the area APIs. */
  dataProvider: ConsoleDataProvider;
}

/** Wires the OIDC client, API client, auth and data providers for one page load. */
export function createServices(config: RuntimeConfig, source: RegistrySource): ConsoleServices {
  const registry = toConsoleRegistry(source);
  const userManager = createUserManager(config);
  // Drop sign-in states of abandoned redirects so session storage does not grow.
  userManager
    .clearStaleState()
    .catch((error: unknown) => console.warn('Could not clear stale sign-in state', error));
  const dataProvider = createDataProvider({
    resources: registry,
    httpClient: createHttpClient({
      getUser: () => userManager.getUser(),
      userNow: userInMemory(userManager),
      refresh: (rejected) => refreshAccessToken(userManager, rejected),
    }),
    apiUrls: { core: config.coreApiUrl, nlp: config.nlpApiUrl },
  });
  const authProvider = createAuthProvider({
    userManager,
    sso: config.sso,
    fetchUserInfo: async () => (await dataProvider.getUserInfo()).data,
    // A view's requirements are in the summaries, so a route's check never waits for the configurations.
    resolvePermissions: (resource, action) =>
      action.includes(':')
        ? registry.load().then((configs) => requiredPermissions(configs, resource, action))
        : viewPermissions(registry.summaries, resource, action),
    resolvePermissionsNow: (resource, action) => {
      if (!action.includes(':')) return viewPermissions(registry.summaries, resource, action);
      const configs = registry.settled();
      return configs ? requiredPermissions(configs, resource, action) : 'unknown';
    },
  });
  return { userManager, authProvider, dataProvider };
}
