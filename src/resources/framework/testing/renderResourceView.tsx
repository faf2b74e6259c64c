import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import {
  AdminContext,
  memoryStore,
  mergeTranslations,
  Notification,
  type AuthProvider,
  type DataProvider,
} from 'react-admin';
import { createMemoryRouter, Route, RouterProvider, Routes, useLocation } from 'react-router-dom';
import { ConsoleThemeProvider } from '../../../app/theme/ConsoleThemeProvider';
import { DEFAULT_LOCALE, enUsMessages } from '../../../providers/i18nProvider';
import type { ApplicationConfiguration } from '../../../shared/wire/home';
import { resourceRegistry } from '../../registry';
import type { ResourceConfig } from '../../types';
import { resourceElement, resourceMount } from '../renderResource';
import { ResourceDetail } from '../ResourceDetail';
import { LeaveGuardProvider } from '../forms/LeaveGuard';
import { ResourceList } from '../ResourceList';
import { ResourceRegistryProvider } from '../ResourceRegistryContext';
import { FAKE_APPLICATION_CONFIGURATION } from './api/fakeHomeApi';
import { createFakeDataProvider, type FakeDataProvider } from './fakeDataProvider';

export interface RenderResourceOptions {
  /** Initial address, e.g. `/administration/users?dialog=create` or `…/detail/3/security`. */
  path: string;
  /** Resources known to the views (references, related lists); the built-in registry plus `config` by default. */
  registry?: readonly ResourceConfig[];
  /** The fake data provider (created from the registry by default) or any other data provider. */
  dataProvider?: DataProvider;
  /** Without one, every permission is granted. */
  authProvider?: AuthProvider;
  /** The application configuration (SPEC §7 switches); without one, nothing is switched off. */
  configuration?: Partial<ApplicationConfiguration>;
  /** react-admin's query cache (a new one by default). */
  queryClient?: QueryClient;
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/**
 * Renders any resource's list and detail routes (registered like the console does, route parameters and all) with no
 * server: react-admin's contexts, a data router (so the
 * unsaved-changes guard works), the resource's own texts, and the fake data provider seeded from the
 * configurations. The current address is in the `location` test id.
 */
export function renderResourceView(config: ResourceConfig, options: RenderResourceOptions) {
  const registry =
    options.registry ??
    (resourceRegistry.some((resource) => resource.name === config.name)
      ? resourceRegistry
      : [...resourceRegistry, config]);
  const dataProvider = options.dataProvider ?? createFakeDataProvider({ resources: registry });
  const texts = Object.fromEntries(
    registry.filter((resource) => resource.messages).map((resource) => [resource.name, resource.messages]),
  );
  const i18nProvider = polyglotI18nProvider(
    () => mergeTranslations({ resources: texts }, enUsMessages),
    DEFAULT_LOCALE,
  );
  const loadConfiguration = async () => ({ ...FAKE_APPLICATION_CONFIGURATION, ...options.configuration });
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <AdminContext
            dataProvider={dataProvider}
            queryClient={options.queryClient}
            authProvider={options.authProvider}
            i18nProvider={i18nProvider}
            store={memoryStore()}
          >
            <ConsoleThemeProvider loadConfiguration={loadConfiguration}>
              <ResourceRegistryProvider registry={registry}>
                <LeaveGuardProvider>
                  <Routes>
                    <Route
                      path={`/${resourceMount(config).mount}/*`}
                      element={resourceElement(config, {
                        list: <ResourceList config={config} />,
                        detail: <ResourceDetail config={config} />,
                      })}
                    />
                    <Route path="*" element={null} />
                  </Routes>
                </LeaveGuardProvider>
                <LocationProbe />
                <Notification />
              </ResourceRegistryProvider>
            </ConsoleThemeProvider>
          </AdminContext>
        ),
      },
    ],
    { initialEntries: [options.path] },
  );
  const result = render(<RouterProvider router={router} />);
  return { ...result, router, dataProvider: dataProvider as FakeDataProvider };
}
