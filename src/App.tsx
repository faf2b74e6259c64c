import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { ConsoleAdmin } from './app/ConsoleAdmin';
import { createServices } from './app/createServices';
import { DEFAULT_LOCALE, enUsMessages, i18nProvider } from './providers/i18nProvider';
import { ResourceLoadErrors } from './resources/framework/ResourceLoadErrors';
import { installResourceMessages } from './resources/framework/runtimeMessages';
import { loadRuntimeResources } from './resources/loadRuntimeResources';
import builtInSummaries from 'virtual:built-in-resources/summaries';
import { loadBuiltInConfigurations as loadBuiltIn } from './resources/builtInConfigurations';
import {
  deferredRegistry,
  lazyRegistry,
  loadedRegistry,
  type ConsoleRegistry,
} from './resources/framework/consoleRegistry';
import { buildRegistry, type ResourceLoadError } from './resources/registryLookup';
import type { RuntimeConfig } from './shared/wire/runtimeConfig';

type ConsoleRouter = ReturnType<typeof createBrowserRouter>;

export interface StartedConsole {
  router: ConsoleRouter;
  errors: ResourceLoadError[];
}

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
 * Everything before the first render, once per page: the registry (built-in resources plus every valid runtime
 * one), the services, and a browser (data) router around the console (real paths such as /administration/tenants,
 * blocking for unsaved forms). What the first screen needs is requested side by side, never one after the other:
 * the completed configurations and the landing view's code, the application configuration (the theme applies from
 * the first paint) and, when a session exists, the user's info (permissions). Rendering only once this settles
 * keeps React from showing and then throttling a fallback.
 */
export async function startConsole(config: RuntimeConfig): Promise<StartedConsole> {
  const registryStarted = startRegistry(config.resources ?? []);
  const services = createServices(
    config,
    deferredRegistry(registryStarted.then((started) => started.registry)),
  );
  const [{ registry, errors }, { configuration, signedIn }] = await Promise.all([
    registryStarted,
    services.dataProvider.getApplicationConfiguration().then(
      (answer) => ({ configuration: answer.data, signedIn: answer.signedIn === true }),
      (error: unknown) => {
        console.warn('Application configuration could not be loaded; default theme', error);
        return { configuration: null, signedIn: false };
      },
    ),
    // Without a session this fails at once; the sign-in redirect follows from react-admin's check.
    services.authProvider.getUserInfo().catch(() => undefined),
  ]);
  errors.forEach((error) => console.error(`Resource not loaded: ${error.message}`));
  registry.load().catch((error: unknown) => console.error('Resource configurations not loaded', error));
  const router = createBrowserRouter([
    {
      path: '*',
      element: (
        <ConsoleAdmin
          config={config}
          registry={registry}
          services={services}
          initialConfiguration={configuration}
          initialConfigurationSignedIn={signedIn}
        />
      ),
    },
  ]);
  return { router, errors };
}

/** The console, once started ({@link startConsole}). */
export function App({ started: { router, errors } }: { started: StartedConsole }) {
  return (
    <>
      <RouterProvider router={router} />
      <ResourceLoadErrors errors={errors} translate={(key) => i18nProvider.translate(key)} />
    </>
  );
}
