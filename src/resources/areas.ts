import { areaManifests } from './areaIndex.generated';
import type { AreaManifest } from './defineArea';

/**
 * The areas of the console, discovered from their manifests (the generated index), in their declared order: menus,
 * routes, texts, named components and area API modules all come from here, never from a central list.
 */
export const sortedAreas: readonly AreaManifest[] = Object.freeze(
  [...(areaManifests as readonly AreaManifest[])].sort((a, b) => a.order - b.order),
);

/** The names configurations may give to custom React, with the area declaring each. */
export const componentNamesOfAreas: ReadonlySet<string> = new Set(
  sortedAreas.flatMap((area) => Object.keys(area.components ?? {})),
);
export const inputNamesOfAreas: ReadonlySet<string> = new Set(
  sortedAreas.flatMap((area) => Object.keys(area.inputs ?? {})),
);
