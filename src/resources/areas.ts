import { areaLoaders } from './areaIndex.generated';
import type { AreaManifest } from './defineArea';

/**
 * Every area's manifest, loaded at once, in the areas' declared order: for Node (the dev platform, tooling) and the
 * tests, which need all areas together. The console never imports this module: it knows the areas by their
 * summaries and loads each manifest when one of its routes opens (`areaLoader.ts`).
 */
export const sortedAreas: readonly AreaManifest[] = Object.freeze(
  (
    await Promise.all(Object.values(areaLoaders).map(async (load) => (await load()).area as AreaManifest))
  ).sort((a, b) => a.order - b.order),
);

/** The names configurations may give to custom React, with the area declaring each. */
export const componentNamesOfAreas: ReadonlySet<string> = new Set(
  sortedAreas.flatMap((area) => Object.keys(area.components ?? {})),
);
export const inputNamesOfAreas: ReadonlySet<string> = new Set(
  sortedAreas.flatMap((area) => Object.keys(area.inputs ?? {})),
);
