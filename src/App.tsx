import { lazy, Suspense, useSyncExternalStore } from 'react';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { ConsoleAdmin } from './app/ConsoleAdmin';
import { createServices } from './app/createServices';
import { atMost, firstListCall, FIRST_LIST_WAIT_MS } from './app/firstListCall';
import { seedAuthAnswers } from './app/seedAuthAnswers';
import { DEFAULT_LOCALE, enUsMessages, i18nProvider } from './providers/i18nProvider';
import builtInSummaries from 'virtual:built-in-resources/summaries';
import {
  loadBuiltInConfigurations as loadBuiltIn,
  loadScreenConfigurations,
} from './resources/builtInConfigurations';
import { lazyRegistry, type ConsoleRegistry } from './resources/framework/consoleRegistry';
import { loadLaterViews, withFieldViews } from './resources/framework/field-views/laterViews';
import { growingRegistry, type GrowingRegistry } from './resources/framework/growingRegistry';
import { listColumns } from './resources/framework/list/columns';
import { holdIcons, preloadIcons } from './resources/framework/resourceIcons';
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

/** All the configurations and, side by side, the field views they need beyond the first load's (`laterViews.ts`). */
const loadAllWithViews = () => Promise.all([loadBuiltIn(), loadLaterViews()]).then(([configs]) => configs);

/** A list's configurations, once the views of its columns' types are there (at once for the first load's types). */
const loadScreenWithViews = (name: string) =>
  loadScreenConfigurations(name)?.then((configs) => {
    const own = configs.find((config) => config.name === name);
    return withFieldViews(configs, own ? listColumns(own) : configs.flatMap((config) => config.fields));
  });

/**
 * The registry: the built-in summaries at once and their configurations on first need. Runtime JSON resources
 * (listed in `/config.json`) are checked against all the others after the first screen (or as soon as an address
 * no built-in resource matches is opened), so neither the schema nor the files delay the first list.
 */
function startRegistry(files: readonly string[]): { registry: ConsoleRegistry; growing?: GrowingRegistry } {
  const builtIn = lazyRegistry(builtInSummaries, loadAllWithViews, loadScreenWithViews);
  if (files.length === 0) return { registry: builtIn };
  const growing = growingRegistry(builtIn, async () => {
    const { loadRuntimeRegistry } = await import('./resources/runtimeRegistry');
    return loadRuntimeRegistry(files, builtIn.load(), {
      messages: enUsMessages,
      provider: i18nProvider,
      locale: DEFAULT_LOCALE,
    });
  });
  // Services hold `live`, which answers from the latest registry; React follows `growing` itself.
  return { registry: growing.live, growing };
}

/**
 * Everything before the first render, once per page: the registry (built-in resources; valid runtime ones join
 * it later), the services, and a browser (data) router around the console (real paths such as /administration/tenants,
 * blocking for unsaved forms). What the first screen needs is requested side by side, never one after the other:
 * the landing view's code and configurations, the application configuration (the theme applies from the first
 * paint) and, when a session exists, the user's info (permissions) and the landing list's first page. Rendering only
 * once this settles keeps React from showing and then throttling a fallback.
 */
export async function startConsole(config: RuntimeConfig): Promise<StartedConsole> {
  const { registry, growing } = startRegistry(config.resources ?? []);
  const services = createServices(config, registry);
  // A cold load's first list needs only its own configurations (requested by the entry, `preloadLanding.ts`); the
  // others follow once it is shown, so the next screen finds them. Any screen that needs them earlier asks itself.
  services.firstScreen.whenShown(() =>
    registry.load().catch((error: unknown) => console.error('Resource configurations not loaded', error)),
  );
  if (growing) services.firstScreen.whenShown(() => void growing.complete());
  const firstList = firstListCall(services, registry);
  holdIcons(new Promise<void>((shown) => services.firstScreen.whenShown(shown)));
  preloadIcons();
  const [{ configuration, signedIn }] = await Promise.all([
    services.dataProvider.getApplicationConfiguration().then(
      (answer) => ({ configuration: answer.data, signedIn: answer.signedIn === true }),
      (error: unknown) => {
        console.warn('Application configuration could not be loaded; default theme', error);
        return { configuration: null, signedIn: false };
      },
    ),
    // Without a session this fails at once; the sign-in redirect follows from react-admin's check.
    services.authProvider
      .getUserInfo()
      .then(() => seedAuthAnswers(services.queryClient, services.authProvider))
      // react-admin's own session check would arm it (`onSignedIn`): the seeded answer stands in for that check.
      .then((seeded) => seeded && services.firstScreen.arm())
      .catch(() => undefined),
  ]);
  // The landing list's rows render with the first screen (FIRST_LIST_WAIT_MS).
  await atMost(firstList, FIRST_LIST_WAIT_MS);
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
