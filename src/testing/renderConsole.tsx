import type { QueryClient } from '@tanstack/react-query';
import { render, screen, type waitForOptions } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { isValidElement, type ReactElement } from 'react';
import {
  AdminContext,
  memoryStore,
  mergeTranslations,
  type AuthProvider,
  type DataProvider,
  type I18nProvider,
} from 'react-admin';
import { createMemoryRouter, Route, RouterProvider, Routes, useLocation } from 'react-router-dom';
import { ConsoleNotification } from '../app/ConsoleNotification';
import { ConsoleThemeProvider } from '../app/theme/ConsoleThemeProvider';
import type { ConsoleIdentity } from '../providers/authProvider';
import { DEFAULT_LOCALE, enUsMessages } from '../providers/i18nProvider';
import { resourceElement, resourceMount } from '../resources/framework/renderResource';
import { LeaveGuardProvider } from '../resources/framework/forms/LeaveGuard';
import { ResourceDetail } from '../resources/framework/ResourceDetail';
import { ResourceList } from '../resources/framework/ResourceList';
import { ResourceRegistryProvider } from '../resources/framework/ResourceRegistryContext';
import { FAKE_APPLICATION_CONFIGURATION } from '../resources/framework/testing/api/fakeHomeApi';
import {
  createFakeDataProvider,
  type FakeDataProvider,
} from '../resources/framework/testing/fakeDataProvider';
import { resourceRegistry } from '../resources/registry';
import type { ResourceConfig } from '../resources/types';
import type { PermissionMap } from '../shared/permissions';
import type { ApplicationConfiguration } from '../shared/wire/home';
import { testIdentity } from './fixtures';
import { testAuthProvider } from './testAuthProvider';

/** Renders the current router address (path + query) for assertions, under the `location` test id. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** The console's notification saying `text`: a status, or an alert for errors (`ConsoleNotification`). */
export function findNotification(text: string, options?: waitForOptions) {
  return screen.findByText(
    text,
    { selector: '[role="status"][aria-live] *, [role="alert"][aria-live] *' },
    options,
  );
}

export interface RenderConsoleOptions {
  /** Initial address, e.g. `/administration/users?dialog=create` or `…/detail/3/security`; `/flows` by default. */
  path?: string;
  /** Where an element is mounted (`*` by default); a resource mounts at its own routes. */
  route?: string;
  /** Resources known to the views (references, related lists); the built-in registry (plus the shown one) by default. */
  registry?: readonly ResourceConfig[];
  /** The fake data provider of the QA testing API (seeded from the registry) by default, or any other. */
  dataProvider?: DataProvider;
  /** Any auth provider; without one, `permissions` and `identity` make one, and without those all is allowed. */
  authProvider?: AuthProvider;
  /** The signed-in user's permission map (checked against the registry's declared permissions). */
  permissions?: PermissionMap;
  /** The signed-in user; a test identity by default. */
  identity?: ConsoleIdentity;
  /** The application configuration (SPEC §7 switches, theme); without one, nothing is switched off. */
  configuration?: Partial<ApplicationConfiguration>;
  /** react-admin's query cache (a new one by default). */
  queryClient?: QueryClient;
  /** The translator (English with the shown resources' texts by default; the console's own to switch languages). */
  i18nProvider?: I18nProvider;
}

function withShown(view: ResourceConfig | ReactElement, registry: readonly ResourceConfig[]) {
  if (isValidElement(view) || registry.some((resource) => resource.name === view.name)) return registry;
  return [...registry, view];
}

/**
 * QA's one render helper: any resource view (a configuration: its list and detail routes as the console registers
 * them) or any page, shell part or component (an element, under `route`), with no server: react-admin's contexts, a
 * data router (so unsaved-changes guards work), the theme, the resources' own texts, notifications and the fake data
 * provider seeded from the configurations. The current address is in the `location` test id.
 */
export function renderConsole(view: ResourceConfig | ReactElement, options: RenderConsoleOptions = {}) {
  const { path = '/flows', route = '*', permissions, identity = testIdentity() } = options;
  const registry = options.registry ?? withShown(view, resourceRegistry);
  const applicationConfiguration = { ...FAKE_APPLICATION_CONFIGURATION, ...options.configuration };
  const dataProvider = (options.dataProvider ??
    createFakeDataProvider({ resources: registry, applicationConfiguration })) as FakeDataProvider;
  // A page or shell part always has a signed-in user; a resource view checks permissions only when given a map.
  const authProvider =
    options.authProvider ??
    (isValidElement(view) || permissions || options.identity
      ? testAuthProvider(identity, permissions, registry)
      : undefined);
  const texts = Object.fromEntries(
    registry.filter((resource) => resource.messages).map((resource) => [resource.name, resource.messages]),
  );
  const i18nProvider =
    options.i18nProvider ??
    polyglotI18nProvider(() => mergeTranslations({ resources: texts }, enUsMessages), DEFAULT_LOCALE);
  // Given switches win; otherwise the data provider's own configuration (a theme it serves), as the console reads it.
  const loadConfiguration = async () =>
    !options.configuration && typeof dataProvider.getApplicationConfiguration === 'function'
      ? (await dataProvider.getApplicationConfiguration()).data
      : applicationConfiguration;
  const content = isValidElement(view) ? (
    <Route path={route} element={view} />
  ) : (
    <Route
      path={`/${resourceMount(view).mount}/*`}
      element={resourceElement(view, {
        list: <ResourceList config={view} />,
        detail: <ResourceDetail config={view} />,
      })}
    />
  );
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <AdminContext
            dataProvider={dataProvider}
            queryClient={options.queryClient}
            authProvider={authProvider}
            i18nProvider={i18nProvider}
            store={memoryStore({ locale: i18nProvider.getLocale() })}
          >
            <ConsoleThemeProvider loadConfiguration={loadConfiguration}>
              <ResourceRegistryProvider registry={registry}>
                <LeaveGuardProvider>
                  <Routes>
                    {content}
                    <Route path="*" element={null} />
                  </Routes>
                </LeaveGuardProvider>
                <LocationProbe />
                <ConsoleNotification />
              </ResourceRegistryProvider>
            </ConsoleThemeProvider>
          </AdminContext>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  const result = render(<RouterProvider router={router} />);
  return { ...result, router, authProvider, dataProvider };
}
