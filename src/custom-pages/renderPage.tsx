import { Route } from 'react-router-dom';
import type { PageDefinition } from './definePage';
import { PageRoute } from './PageRoute';

/**
 * The route of a registry page inside the layout (`{path}/*` when it has tabs). Must be called (not rendered as a
 * component) so react-admin's `<CustomRoutes>` sees a `<Route>` child.
 */
export function renderPage(page: PageDefinition) {
  return (
    <Route
      key={page.name}
      path={page.tabs ? `${page.path}/*` : page.path}
      element={<PageRoute page={page} />}
    />
  );
}
