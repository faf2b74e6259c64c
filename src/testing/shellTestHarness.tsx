import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AdminContext, memoryStore, testDataProvider, type AuthProvider } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { ConsoleIdentity } from '../providers/authProvider';
import type { HttpClient } from '../providers/httpClient';
import { i18nProvider } from '../providers/i18nProvider';
import { createObservable } from '../providers/observable';
import { ResourceRegistryProvider } from '../resources/framework/ResourceRegistryContext';
import { resourceRegistry } from '../resources/registry';
import { TEST_CONFIG, testIdentity } from './fixtures';
import { LocationProbe } from './renderInAdmin';
import type { PermissionMap } from '../shared/permissions';
import type { ApplicationConfiguration } from '../shared/wire/home';
import { ConsoleNotification } from '../app/ConsoleNotification';
import { ShellServicesProvider } from '../app/ConsoleServicesContext';
import { ConsoleThemeProvider } from '../app/theme/ConsoleThemeProvider';

/** Test-only: renders shell views with react-admin, the shell services and the theme around them. */

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
  httpClient?: HttpClient;
  theme?: string;
}

/** A fake API client answering the application configuration (with `theme`) and an empty task list. */
export function testHttpClient(theme = '', tasks: unknown[] = []) {
  return vi.fn(async (url: string) => {
    let json: unknown;
    if (url.endsWith('/home/application-configuration')) {
      const configuration: ApplicationConfiguration = {
        conversations: true,
        fullText: true,
        ongoingConversations: true,
        theme: { content: theme, lastUpdate: null },
      };
      json = configuration;
    } else if (url.includes('/home/tasks')) json = { items: tasks, total: tasks.length };
    else throw new Error(`unexpected request ${url}`);
    return { status: 200, headers: new Headers(), json };
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
    httpClient = testHttpClient(theme) as unknown as HttpClient,
  } = options;
  const authProvider = testAuthProvider(identity, permissions);
  const loadConfiguration = async () =>
    (await httpClient<ApplicationConfiguration>(`${TEST_CONFIG.coreApiUrl}/home/application-configuration`))
      .json;
  const result = render(
    <MemoryRouter initialEntries={[path]}>
      <ShellServicesProvider value={{ httpClient, config: TEST_CONFIG }}>
        <ConsoleThemeProvider loadConfiguration={loadConfiguration}>
          <AdminContext
            dataProvider={testDataProvider()}
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
      </ShellServicesProvider>
    </MemoryRouter>,
  );
  return { ...result, authProvider, httpClient };
}
