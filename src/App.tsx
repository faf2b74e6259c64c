import { Suspense, use } from 'react';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { ConsoleAdmin } from './app/ConsoleAdmin';
import { createServices } from './app/createServices';
import { DEFAULT_LOCALE, enUsMessages, i18nProvider } from './providers/i18nProvider';
import { ResourceLoadErrors } from './resources/framework/ResourceLoadErrors';
import { installResourceMessages } from './resources/framework/runtimeMessages';
import { loadRuntimeResources } from './resources/loadRuntimeResources';
import builtInSummaries from 'virtual:built-in-resources/summaries';
import { loadViewOrReload } from './app/lazyView';
import { lazyRegistry, loadedRegistry, type ConsoleRegistry } from './resources/framework/consoleRegistry';
import { buildRegistry, type ResourceLoadError } from './resources/registryLookup';
import type { RuntimeConfig } from './shared/wire/runtimeConfig';

type ConsoleRouter = ReturnType<typeof createBrowserRouter>;

interface StartedConsole {
  router: ConsoleRouter;
  errors: ResourceLoadError[];
}

// One start (runtime resources, OIDC client, router) per configuration object: React may call render-time
// initialisers twice (StrictMode), and a second UserManager would run a second silent-renew timer.
const starts = new WeakMap<RuntimeConfig, Promise<StartedConsole>>();

// The completed built-in configurations: a chunk of their own, downloaded beside the first screen.
const loadBuiltIn = () =>
  loadViewOrReload(() => import('virtual:built-in-resources').then((module) => module.default));

/**
 * The registry: the built-in summaries at once and their configurations on first need; with runtime JSON resources
 * (listed in `/config.json`) everything is loaded and checked together before the console starts, because a runtime
 * resource is validated against all the others.
 */
async function startRegistry(
  files: readonly string[],
): Promise<{ registry: ConsoleRegistry; errors: ResourceLoadError[] }> {
  if (files.length === 0) return { registry: lazyRegistry(builtInSummaries, loadBuiltIn), errors: [] };
  const [loaded, builtIn] = await Promise.all([loadRuntimeResources(files), loadBuiltIn()]);
  const { registry, errors } = buildRegistry(builtIn, loaded.resources);
  await installResourceMessages(registry, enUsMessages, i18nProvider, DEFAULT_LOCALE);
  return { registry: loadedRegistry(registry), errors: [...loaded.errors, ...errors] };
}

/**
 * Builds the registry (built-in resources plus every valid runtime one) and a browser (data) router around the
 * console: real paths such as /administration/tenants, and blocking for unsaved forms.
 */
async function start(config: RuntimeConfig): Promise<StartedConsole> {
  const { registry, errors } = await startRegistry(config.resources ?? []);
  errors.forEach((error) => console.error(`Resource not loaded: ${error.message}`));
  // Start the download now: the first resource screen needs the configurations, the shell does not.
  registry.load().catch((error: unknown) => console.error('Resource configurations not loaded', error));
  const services = createServices(config, registry);
  const router = createBrowserRouter([
    { path: '*', element: <ConsoleAdmin config={config} registry={registry} services={services} /> },
  ]);
  return { router, errors };
}

function startFor(config: RuntimeConfig): Promise<StartedConsole> {
  let started = starts.get(config);
  if (!started) {
    started = start(config);
    starts.set(config, started);
  }
  return started;
}

function Console({ config }: { config: RuntimeConfig }) {
  const { router, errors } = use(startFor(config));
  return (
    <>
      <RouterProvider router={router} />
      <ResourceLoadErrors errors={errors} translate={(key) => i18nProvider.translate(key)} />
    </>
  );
}

/** The console for a loaded runtime configuration. */
export function App({ config }: { config: RuntimeConfig }) {
  return (
    <Suspense fallback={null}>
      <Console config={config} />
    </Suspense>
  );
}
