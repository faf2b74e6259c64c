import builtInScreens from 'virtual:built-in-resources/screens';
import { loadViewOrReload } from '../app/lazyView';
import { i18nProvider } from '../providers/i18nProvider';
import type { ResourceConfig } from './types';

/**
 * A configurations chunk's content, its texts installed first: every screen renders once its configurations have
 * arrived, so its texts are in the translator before its first render.
 */
const withTexts = (module: { default: readonly ResourceConfig[]; messages?: object }) => {
  if (module.messages) i18nProvider.addMessages(module.messages);
  return module.default;
};

/** The completed built-in configurations and the areas' texts: a chunk of their own, loaded beside the first list. */
export const loadBuiltInConfigurations = () =>
  loadViewOrReload(() => import('virtual:built-in-resources').then(withTexts));

const screenLoads = new Map<string, Promise<readonly ResourceConfig[]>>();

/**
 * The configurations a list of resource `name` needs (its own and those it names) with its texts, a small chunk per
 * list; undefined when that list needs them all (`scripts/resourceScreens.ts`). Downloaded once.
 */
export function loadScreenConfigurations(name: string): Promise<readonly ResourceConfig[]> | undefined {
  const known = screenLoads.get(name);
  if (known) return known;
  const screen = builtInScreens.find(([, screenName]) => screenName === name);
  if (!screen) return undefined;
  const loading = loadViewOrReload(() => screen[2]().then(withTexts));
  screenLoads.set(name, loading);
  // A failed download may be retried by the next screen that needs it.
  loading.catch(() => screenLoads.delete(name));
  return loading;
}

/**
 * The resource whose list `pathname` shows when that list has its own configurations (a list view `/{route}/{view}`
 * too, a detail `/{route}/detail/…` not): undefined otherwise.
 */
export function screenOf(pathname: string): string | undefined {
  const parts = pathname.replace(/^\/+|\/+$/g, '').split('/');
  const screen = builtInScreens
    .filter(([route]) => {
      const segments = route.split('/');
      if (parts.length < segments.length || parts.length > segments.length + 1) return false;
      if (parts[segments.length] === 'detail') return false;
      return segments.every((segment, index) => segment.startsWith(':') || segment === parts[index]);
    })
    .sort(([a], [b]) => b.length - a.length)[0];
  return screen?.[1];
}

/** The configurations a cold load of `pathname` needs first: its list's few ({@link screenOf}), or all of them. */
export function preloadConfigurations(pathname: string): Promise<unknown> {
  const name = screenOf(pathname);
  return (name ? loadScreenConfigurations(name) : undefined) ?? loadBuiltInConfigurations();
}
