import { useCallback, useMemo, useState } from 'react';
import { Admin, CustomRoutes, memoryStore } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import { renderPage } from '../custom-pages/renderPage';
import { AuthCallbackPage } from '../custom-pages/sign-in/AuthCallbackPage';
import { AuthRefreshPage } from '../custom-pages/sign-in/AuthRefreshPage';
import { SignInLoadingPage } from '../custom-pages/sign-in/SignInLoadingPage';
import { i18nProvider } from '../providers/i18nProvider';
import { withRealtime } from '../providers/realtime';
import { renderResource } from '../resources/framework/renderResource';
import { ResourceRegistryProvider } from '../resources/framework/ResourceRegistryContext';
import type { ConsoleRegistry, RegistrySource } from '../resources/framework/consoleRegistry';
import type { GrowingRegistry } from '../resources/framework/growingRegistry';
import { useRegistrySource } from '../resources/framework/useRegistrySource';
import type { ApplicationConfiguration } from '../shared/wire/home';
import type { RuntimeConfig } from '../shared/wire/runtimeConfig';
import { AccessDeniedRedirect } from './AccessDeniedRedirect';
import { AppLayout } from './AppLayout';
import { ConsoleAuthenticationErrorPage, ConsoleErrorPage } from './ConsoleErrorPage';
import { ConsoleNotification } from './ConsoleNotification';
import type { ConsoleServices } from './createServices';
import { HOME_PATH } from './homePath';
import { createLiveServices } from './live/createLiveServices';
import { LiveServicesProvider, type LiveServices } from './live/LiveServicesContext';
import { useConsolePages } from './navigation/useConsolePages';
import { RegistryCatchAll } from './RegistryCatchAll';
import { ConsoleThemeProvider, useConsoleTheme } from './theme/ConsoleThemeProvider';
import { useDocumentBranding } from './theme/useDocumentBranding';

export { HOME_PATH };

export interface ConsoleAdminProps {
  config: RuntimeConfig;
  /**
   * The resources: summaries at once, completed configurations on first need (or all of them, in tests); a growing
   * registry adds the runtime resources once they are checked.
   */
  registry: RegistrySource | GrowingRegistry;
  /**
   * Without a `session` (tests) the console runs without a live connection; without `firstScreen` a live connection
   * starts with the layout.
   */
  services: Pick<ConsoleServices, 'authProvider' | 'dataProvider'> &
    Partial<Pick<ConsoleServices, 'session' | 'firstScreen' | 'queryClient'>>;
  /** The application configuration when already fetched at start-up: its theme applies from the first paint. */
  initialConfiguration?: ApplicationConfiguration | null;
  /** Whether it was fetched with a session (then the signed-in layout does not read it again). */
  initialConfigurationSignedIn?: boolean;
}

/**
 * The react-admin application; expects to be inside a router. Sign-in is the SSO redirect started by `checkAuth`,
 * so there is no login page, and the callback addresses are layout-less routes taken from the runtime config.
 * The theme comes from the application configuration (loaded without authorization, so it applies before sign-in).
 */
export function ConsoleAdmin({
  config,
  registry: source,
  services,
  initialConfiguration,
  initialConfigurationSignedIn,
}: ConsoleAdminProps) {
  const registry = useRegistrySource(source);
  const loadConfiguration = useCallback(
    async () => (await services.dataProvider.getApplicationConfiguration()).data,
    [services.dataProvider],
  );
  // One live connection per tab: created once here, started and stopped by the signed-in layout.
  const [live] = useState<LiveServices>(() => {
    const { session, dataProvider, firstScreen } = services;
    return createLiveServices({
      config,
      dataProvider,
      getUser: session && (() => session.getUser()),
      firstScreen,
    });
  });
  const dataProvider = useMemo(
    () =>
      live.connection
        ? withRealtime(services.dataProvider, live.connection, registry.summaries)
        : services.dataProvider,
    [services.dataProvider, live.connection, registry],
  );
  return (
    <LiveServicesProvider value={live}>
      <ConsoleThemeProvider
        loadConfiguration={loadConfiguration}
        initialConfiguration={initialConfiguration}
        initialConfigurationSignedIn={initialConfigurationSignedIn}
      >
        <ResourceRegistryProvider registry={registry}>
          <ThemedAdmin config={config} registry={registry} services={{ ...services, dataProvider }} />
        </ResourceRegistryProvider>
      </ConsoleThemeProvider>
    </LiveServicesProvider>
  );
}

function ThemedAdmin({
  config,
  registry,
  services,
}: Omit<ConsoleAdminProps, 'registry' | 'initialConfiguration' | 'initialConfigurationSignedIn'> & {
  registry: ConsoleRegistry;
}) {
  // In memory: list parameters live in the URL and the SPEC fixes which local-storage keys exist (SPEC §9). The
  // locale is the provider's from the start: react-admin's i18n context renders nothing until its store's locale
  // matches the provider's, which without it costs the first screen an empty commit and a render a task later.
  const [store] = useState(() => memoryStore({ locale: i18nProvider.getLocale() }));
  const { theme, options } = useConsoleTheme();
  const pages = useConsolePages();
  useDocumentBranding(theme, services.firstScreen?.whenShown);
  return (
    <Admin
      authProvider={services.authProvider}
      dataProvider={services.dataProvider}
      queryClient={services.queryClient}
      i18nProvider={i18nProvider}
      store={store}
      theme={options}
      // Sign-in is the SSO redirect started by `checkAuth`: no login page, and the callbacks are the routes below.
      requireAuth
      loginPage={false}
      authCallbackPage={false}
      loading={SignInLoadingPage}
      layout={AppLayout}
      notification={ConsoleNotification}
      catchAll={RegistryCatchAll}
      accessDenied={AccessDeniedRedirect}
      authenticationError={ConsoleAuthenticationErrorPage}
      error={ConsoleErrorPage}
      title={theme.title}
      // No request to react-admin's telemetry host: the console talks only to the addresses of /config.json.
      disableTelemetry
    >
      <CustomRoutes noLayout>
        <Route path="/" element={<Navigate to={HOME_PATH} replace />} />
        <Route path={config.sso.redirectPath} element={<AuthCallbackPage />} />
        <Route path={config.sso.silentRedirectPath} element={<AuthRefreshPage />} />
      </CustomRoutes>
      <CustomRoutes>{pages.map(renderPage)}</CustomRoutes>
      {registry.summaries.map(renderResource)}
    </Admin>
  );
}
