import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { ConsoleAdmin } from './app/ConsoleAdmin';
import { createServices } from './app/createServices';
import { resourceRegistry } from './resources/registry';
import type { RuntimeConfig } from './types/api';

type ConsoleRouter = ReturnType<typeof createBrowserRouter>;

// One router (and one OIDC client) per configuration object: React may call render-time initialisers twice
// (StrictMode), and a second UserManager would run a second silent-renew timer.
const routers = new WeakMap<RuntimeConfig, ConsoleRouter>();

/**
 * A browser (data) router around the console: react-admin would create a hash router by default, but the console
 * needs real paths such as /administration/tenants (and a data router supports blocking for unsaved forms).
 */
function routerFor(config: RuntimeConfig): ConsoleRouter {
  let router = routers.get(config);
  if (!router) {
    const services = createServices(config, resourceRegistry);
    router = createBrowserRouter([
      {
        path: '*',
        element: <ConsoleAdmin config={config} registry={resourceRegistry} services={services} />,
      },
    ]);
    routers.set(config, router);
  }
  return router;
}

/** The console for a loaded runtime configuration. */
export function App({ config }: { config: RuntimeConfig }) {
  return <RouterProvider router={routerFor(config)} />;
}
