import { sortedAreas } from './areas';
import { validateRegistry } from './registryLookup';
import type { ResourceConfig } from './types';

/**
 * The resources declared in TypeScript: each area's manifest brings its own, in the areas' order (flows first: the
 * root redirects there). The console imports this module at start-up (`main.tsx`) and Node (the dev platform, tests,
 * tooling) imports it too: both complete and check the configurations with the same code.
 */
export const builtInResources: readonly ResourceConfig[] = sortedAreas.flatMap(
  (area) => area.resources ?? [],
);

/** The one list of resources: routes, menu entries (in this order), i18n keys and permission checks derive from it. */
export const resourceRegistry: readonly ResourceConfig[] = validateRegistry([...builtInResources]);
