import { createElement, lazy, use, type ComponentType, type LazyExoticComponent } from 'react';
import { createObservable } from '../providers/observable';

/** Session-storage key remembering which address was reloaded after a failed view download. */
export const RELOADED_VIEW_KEY = 'viewReloadedFor';

export interface ReloadDeps {
  reload: () => void;
  storage: Storage;
  currentPath: () => string;
}

const browserDeps = (): ReloadDeps => ({
  reload: () => window.location.reload(),
  storage: window.sessionStorage,
  currentPath: () => `${window.location.pathname}${window.location.search}`,
});

/**
 * How many view downloads are under way. The page column is busy (`aria-busy`) until they arrive: a Suspense fallback
 * shows nothing for its first second, so without this a half-loaded page (or a redirect still to come) looked settled.
 */
export const viewDownloads = createObservable(0);

/**
 * Loads a view; when the download fails (typically stale chunks after a deployment) reloads the target address once
 * (SPEC §2). A second failure for the same address is rethrown so the error boundary shows it instead of looping.
 */
export async function loadViewOrReload<T>(
  load: () => Promise<T>,
  // Outside a browser (the data provider in Node: tools, API tests) there is no page to reload.
  deps: ReloadDeps | undefined = typeof window === 'undefined' ? undefined : browserDeps(),
): Promise<T> {
  if (!deps) return load();
  viewDownloads.set(viewDownloads.get() + 1);
  try {
    const view = await load();
    deps.storage.removeItem(RELOADED_VIEW_KEY);
    return view;
  } catch (error) {
    const target = deps.currentPath();
    if (deps.storage.getItem(RELOADED_VIEW_KEY) === target) {
      deps.storage.removeItem(RELOADED_VIEW_KEY);
      throw error;
    }
    deps.storage.setItem(RELOADED_VIEW_KEY, target);
    deps.reload();
    // The page is going away; never resolve so React keeps the loading fallback until it does.
    return new Promise<T>(() => undefined);
  } finally {
    viewDownloads.set(viewDownloads.get() - 1);
  }
}

/** `React.lazy` for a named-export view, with the reload-once recovery of {@link loadViewOrReload}. */
export function lazyView<P extends object>(
  load: () => Promise<ComponentType<P>>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => ({ default: await loadViewOrReload(load) }));
}

/** A view component whose code can be requested ahead of its first render. */
export type PreloadableView<P extends object> = ComponentType<P> & { preload: () => Promise<unknown> };

/**
 * Like {@link lazyView}, but a view whose code is already downloaded (e.g. requested beside the console's code for
 * the landing address) renders in the same pass instead of suspending.
 */
export function preloadableView<P extends object>(load: () => Promise<ComponentType<P>>): PreloadableView<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  let loaded: ComponentType<P> | undefined;
  const preload = () => {
    if (!loading) {
      const started = loadViewOrReload(load);
      started.then(
        (view) => (loaded = view),
        () => (loading = undefined), // the next render tries again
      );
      loading = started;
    }
    return loading;
  };
  function PreloadedView(props: P) {
    return createElement(loaded ?? use(preload()), props);
  }
  return Object.assign(PreloadedView, { preload });
}
