import { lazy, Suspense, useSyncExternalStore } from 'react';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { ConsoleAdmin } from './app/ConsoleAdmin';
import { createServices } from './app/createServices';
import { enUsMessages, i18nProvider } from './providers/i18nProvider';
import { loadArea } from './resources/areaLoader';
import { areaRegistry } from './resources/framework/areaRegistry';
import type { ConsoleRegistry } from './resources/framework/consoleRegistry';
import { growingRegistry, type GrowingRegistry } from './resources/framework/growingRegistry';
import { startRuntimePages } from './resources/framework/pages/runtimePages';
import type { RuntimeConfig } from './shared/wire/runtimeConfig';

type ConsoleRouter = ReturnType<typeof createBrowserRouter>;

export interface StartedConsole {
  router: ConsoleRouter;
  /** The registry when runtime resources arrive after the start (their load errors come with them). */
  registry?: GrowingRegistry;
}

// Shown only when a runtime resource file could not be used: not part of the first load.
const ResourceLoadErrors = lazy(() =>
  import('./resources/framework/ResourceLoadErrors').then((module) => ({
    default: module.ResourceLoadErrors,
  })),
);

/**
 * The registry: the built-in resources (their summaries at once, each area's configurations when it loads). Runtime
 * JSON resources (listed in `/config.json`) are checked against them after the first screen (or as soon as an
 * address no built-in resource matches is opened), so their files do not delay the first list.
 */
function startRegistry(files: readonly string[]): { registry: ConsoleRegistry; growing?: GrowingRegistry } {
  const builtIn = areaRegistry();
  if (files.length === 0) return { registry: builtIn };
  const growing = growingRegistry(builtIn, async () => {
    const { loadRuntimeRegistry } = await import('./resources/runtimeRegistry');
    return loadRuntimeRegistry(files, builtIn, {
      messages: enUsMessages,
      provider: i18nProvider,
    });
  });
  // Services hold `live`, which answers from the latest registry; React follows `growing` itself.
  return { registry: growing.live, growing };
}

/**
 * Everything before the first render, once per page: the registry, the services, and a browser (data) router around
 * the console (real paths such as /administration/tenants, blocking for unsaved forms). The start-up's reads leave
 * side by side: the application configuration (the theme applies from the first paint) and, when a session exists,
 * the user's info (permissions), while the landing address's area loads. Rendering once they are in keeps the first
 * screen from showing a loading state first.
 */
export async function startConsole(config: RuntimeConfig, landingArea?: string): Promise<StartedConsole> {
  const { registry, growing } = startRegistry(config.resources ?? []);
  const services = createServices(config, registry);
  if (growing) services.firstScreen.whenShown(() => void growing.complete());
  // Pages ops declared in JSON: loaded like runtime resources, after the first screen or on an unknown address.
  const pages = startRuntimePages(config.pages ?? []);
  services.firstScreen.whenShown(() => void pages.complete());
  const [{ configuration, signedIn }] = await Promise.all([
    services.dataProvider.getApplicationConfiguration().then(
      (answer) => ({ configuration: answer.data, signedIn: answer.signedIn === true }),
      (error: unknown) => {
        console.warn('Application configuration could not be loaded; default theme', error);
        return { configuration: null, signedIn: false };
      },
    ),
    // Without a session this fails at once; the sign-in redirect follows from react-admin's check.
    services.authProvider.getUserInfo().catch(() => undefined),
    // A failure shows on the route itself (its area loads again there).
    landingArea ? loadArea(landingArea).catch(() => undefined) : undefined,
  ]);
  const router = createBrowserRouter([
    {
      path: '*',
      element: (
        <ConsoleAdmin
          config={config}
          registry={growing ?? registry}
          services={services}
          initialConfiguration={configuration}
          initialConfigurationSignedIn={signedIn}
        />
      ),
    },
  ]);
  return { router, registry: growing };
}

/** The console, once started ({@link startConsole}). */
export function App({ started: { router, registry } }: { started: StartedConsole }) {
  return (
    <>
      <RouterProvider router={router} />
      {registry && <LoadErrors registry={registry} />}
    </>
  );
}

function LoadErrors({ registry }: { registry: GrowingRegistry }) {
  const errors = useSyncExternalStore(registry.subscribe, registry.errors);
  if (errors.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ResourceLoadErrors errors={errors} translate={(key) => i18nProvider.translate(key)} />
    </Suspense>
  );
}
