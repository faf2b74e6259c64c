import builtInScreens from 'virtual:built-in-resources/screens';
import { loadViewOrReload } from '../app/lazyView';
import type { ResourceConfig } from './types';

/** The completed built-in configurations: a chunk of their own, downloaded beside the first screen. */
export const loadBuiltInConfigurations = () =>
  loadViewOrReload(() => import('virtual:built-in-resources').then((module) => module.default));

const screenLoads = new Map<string, Promise<readonly ResourceConfig[]>>();

/**
 * The configurations a list of resource `name` needs (its own and those it names), a small chunk per list; undefined
 * when that list needs them all (`scripts/resourceScreens.ts`). Downloaded once.
 */
export function loadScreenConfigurations(name: string): Promise<readonly ResourceConfig[]> | undefined {
  const known = screenLoads.get(name);
  if (known) return known;
  const screen = builtInScreens.find(([, screenName]) => screenName === name);
  if (!screen) return undefined;
  const loading = loadViewOrReload(() => screen[2]().then((module) => module.default));
  screenLoads.set(name, loading);
  // A failed download may be retried by the next screen that needs it.
  loading.catch(() => screenLoads.delete(name));
  return loading;
}

/**
 * The configurations a cold load of `pathname` needs first: its list's few when it is the list of a resource with
 * a screen of its own (a list view `/{route}/{view}` too, a detail `/{route}/detail/…` not), all of them otherwise.
 */
export function preloadConfigurations(pathname: string): Promise<unknown> {
  const path = pathname.replace(/^\/+|\/+$/g, '');
  const screen = builtInScreens
    .filter(([route]) => {
      const segments = route.split('/');
      const parts = path.split('/');
      if (parts.length < segments.length || parts.length > segments.length + 1) return false;
      if (parts[segments.length] === 'detail') return false;
      return segments.every((segment, index) => segment.startsWith(':') || segment === parts[index]);
    })
    .sort(([a], [b]) => b.length - a.length)[0];
  return (screen && loadScreenConfigurations(screen[1])) ?? loadBuiltInConfigurations();
}
