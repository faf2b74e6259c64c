import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import {
  AdminContext,
  memoryStore,
  testDataProvider,
  type AuthProvider,
  type DataProvider,
} from 'react-admin';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { i18nProvider } from '../providers/i18nProvider';
import { ResourceRegistryProvider } from '../resources/framework/ResourceRegistryContext';
import { resourceRegistry } from '../resources/registry';

/** Renders the current router address (path + query) for assertions. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export interface RenderInAdminOptions {
  /** Initial address. */
  path: string;
  /** Route pattern under which `ui` is mounted; other addresses render only the location probe. */
  route: string;
  dataProvider?: DataProvider;
  authProvider?: AuthProvider;
}

/** Renders a console view inside react-admin's contexts and a memory router, with a location probe beside it. */
export function renderInAdmin(
  ui: ReactElement,
  { path, route, dataProvider, authProvider }: RenderInAdminOptions,
) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext
        dataProvider={dataProvider ?? testDataProvider()}
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
        </ResourceRegistryProvider>
      </AdminContext>
    </MemoryRouter>,
  );
}
