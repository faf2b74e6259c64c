import { i18nProvider } from '../providers/i18nProvider';
import { loadViewOrReload } from '../utils/lazyView';
import { areaLoaders } from './areaIndex.generated';
import { areaSummaries } from './areaSummaries.generated';
import type { AreaSummary } from './areaSummary';
import type { AreaManifest } from './defineArea';

/** The areas as the shell knows them before loading any (menus, routes, permissions), in their declared order. */
export const sortedAreaSummaries: readonly AreaSummary[] = areaSummaries;

const loading = new Map<string, Promise<AreaManifest>>();
const loaded = new Map<string, AreaManifest>();

/**
 * Loads an area's manifest as one unit (its configurations, texts, API module), once: its texts join the
 * translator before the promise settles, so its screens show them on their first render.
 */
export function loadArea(name: string): Promise<AreaManifest> {
  let pending = loading.get(name);
  if (!pending) {
    const load = (areaLoaders as Record<string, (() => Promise<{ area: AreaManifest }>) | undefined>)[name];
    if (!load) return Promise.reject(new Error(`Unknown area "${name}"`));
    pending = loadViewOrReload(load).then(async ({ area }) => {
      if (area.messages) i18nProvider.addMessages(area.messages);
      // In Czech (say), the area's Czech texts come before its first screen.
      await i18nProvider.addTranslations(area.translations);
      loaded.set(name, area);
      return area;
    });
    loading.set(name, pending);
  }
  return pending;
}

/** The area's manifest when already loaded, without waiting. */
export function loadedArea(name: string): AreaManifest | undefined {
  return loaded.get(name);
}

/** The area declaring a resource, found by its route or name. */
export function areaOfResource(key: string): AreaSummary | undefined {
  return (
    areaSummaries.find((area) => area.resources.some((resource) => resource.route === key)) ??
    areaSummaries.find((area) => area.resources.some((resource) => resource.name === key))
  );
}
