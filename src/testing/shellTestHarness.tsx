import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AdminContext, memoryStore, type AuthProvider } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { ConsoleIdentity } from '../providers/authProvider';
import type { ConsoleDataProvider } from '../providers/dataProvider';
import { i18nProvider } from '../providers/i18nProvider';
import { createObservable } from '../providers/observable';
import { FAKE_APPLICATION_CONFIGURATION } from '../resources/framework/testing/api/fakeHomeApi';
import { createFakeDataProvider } from '../resources/framework/testing/fakeDataProvider';
import { ResourceRegistryProvider } from '../resources/framework/ResourceRegistryContext';
import { resourceRegistry } from '../resources/registry';
import type { PermissionMap } from '../shared/permissions';
import type { BackgroundTask } from '../shared/wire/home';
import { ConsoleNotification } from '../app/ConsoleNotification';
import { ConsoleThemeProvider } from '../app/theme/ConsoleThemeProvider';
import { testIdentity } from './fixtures';
import { LocationProbe } from './renderInAdmin';

/** Test-only: renders shell views with react-admin, the fake data provider and the theme around them. */

/** An auth provider answering identity and permissions; `logout` is recorded. */
export function testAuthProvider(identity: ConsoleIdentity, permissions: PermissionMap) {
  return {
    login: async () => undefined,
    logout: vi.fn(async () => false as const),
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getIdentity: async () => identity,
    getPermissions: async () => permissions,
    signingOut: createObservable(false),
  } satisfies AuthProvider & Record<string, unknown>;
}

export interface ShellRenderOptions {
  path?: string;
  route?: string;
  identity?: ConsoleIdentity;
  permissions?: PermissionMap;
  /** The data provider; by default the fake one of the QA testing API with `theme` and `tasks`. */
  dataProvider?: ConsoleDataProvider;
  theme?: string;
  tasks?: BackgroundTask[];
}

/** The fake data provider the shell tests use: the registry's resources, a theme and the given tasks. */
export function shellDataProvider(theme = '', tasks: BackgroundTask[] = []) {
  return createFakeDataProvider({
    resources: resourceRegistry,
    counts: Object.fromEntries(resourceRegistry.map((resource) => [resource.name, 3])),
    applicationConfiguration: {
      ...FAKE_APPLICATION_CONFIGURATION,
      theme: { content: theme, lastUpdate: null },
    },
    tasks,
  });
}

/** Renders `ui` under `route` at `path` with the shell's providers and react-admin notifications. */
export function renderShell(ui: ReactElement, options: ShellRenderOptions = {}) {
  const {
    path = '/flows',
    route = '*',
    identity = testIdentity(),
    permissions = {},
    theme = '',
    tasks = [],
    dataProvider = shellDataProvider(theme, tasks),
  } = options;
  const authProvider = testAuthProvider(identity, permissions);
  const loadConfiguration = async () => (await dataProvider.getApplicationConfiguration()).data;
  const result = render(
    <MemoryRouter initialEntries={[path]}>
      <ConsoleThemeProvider loadConfiguration={loadConfiguration}>
        <AdminContext
          dataProvider={dataProvider}
          authProvider={authProvider}
          i18nProvider={i18nProvider}
          store={memoryStore()}
        >
          <ResourceRegistryProvider registry={resourceRegistry}>
            <Routes>
              <Route path={route} element={ui} />
              <Route path="*" element={null} />
            </Routes>
            <LocationProbe />
            <ConsoleNotification />
          </ResourceRegistryProvider>
        </AdminContext>
      </ConsoleThemeProvider>
    </MemoryRouter>,
  );
  return { ...result, authProvider, dataProvider };
}
