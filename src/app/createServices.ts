import { QueryClient } from '@tanstack/react-query';
import { createAuthProvider, type ConsoleAuthProvider } from '../providers/authProvider';
import { createDataProvider, type ConsoleDataProvider } from '../providers/dataProvider';
import { createFirstScreen, type FirstScreen } from '../providers/firstScreen';
import { createHttpClient } from '../providers/httpClient';
import { createOidcSession, type OidcSession } from '../providers/oidcSession';
import { requiredPermissions, viewPermissions } from '../resources/registryLookup';
import { toConsoleRegistry, type RegistrySource } from '../resources/framework/consoleRegistry';
import type { RuntimeConfig } from '../shared/wire/runtimeConfig';

/** Everything the console talks to, built once from the runtime configuration. */
export interface ConsoleServices {
  /** The signed-in user from session storage; the OIDC client behind it is loaded on first need. */
  session: OidcSession;
  /** When the first screen has been shown: the live connection and token renewal start then. */
  firstScreen: FirstScreen;
  authProvider: ConsoleAuthProvider;
  /** Every call the console makes: react-admin's methods, the resource framework's calls and the area APIs. */
  dataProvider: ConsoleDataProvider;
  /** react-admin's query cache. */
  queryClient: QueryClient;
}

/** Wires the OIDC session, API client, auth and data providers for one page load. */
export function createServices(config: RuntimeConfig, source: RegistrySource): ConsoleServices {
  const registry = toConsoleRegistry(source);
  const session = createOidcSession(config);
  const firstScreen = createFirstScreen();
  // The renewal timer (and the OIDC client it needs) starts once the first screen is shown; a token that is refused
  // or about to expire before then loads the client at once.
  firstScreen.whenShown(() => session.startBackground());
  const dataProvider = createDataProvider({
    resources: registry,
    httpClient: firstScreen.track(
      createHttpClient({
        getUser: () => session.getUser(),
        // Read synchronously from session storage: a call leaves in its caller's task (a list's page change).
        userNow: () => session.userNow(),
        refresh: (rejected) => session.refresh(rejected),
      }),
    ),
    apiUrls: { core: config.coreApiUrl, nlp: config.nlpApiUrl },
  });
  const authProvider = createAuthProvider({
    userManager: session,
    sso: config.sso,
    fetchUserInfo: async () => (await dataProvider.getUserInfo()).data,
    onSignedIn: () => firstScreen.arm(),
    // A view's requirements are in the summaries, so a route's check never waits for the configurations.
    resolvePermissions: (resource, action) => {
      if (!action.includes(':')) return viewPermissions(registry.summaries, resource, action);
      const known = registry.config(resource);
      return known
        ? requiredPermissions([known], resource, action)
        : registry
            .loadConfig(resource)
            .then((config) => config && requiredPermissions([config], resource, action));
    },
    resolvePermissionsNow: (resource, action) => {
      if (!action.includes(':')) return viewPermissions(registry.summaries, resource, action);
      const known = registry.config(resource);
      return known ? requiredPermissions([known], resource, action) : 'unknown';
    },
  });
  return { session, firstScreen, authProvider, dataProvider, queryClient: new QueryClient() };
}
