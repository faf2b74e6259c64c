import { sortedAreas } from '../resources/areas';
import { mergeMessages, type Messages } from './mergeMessages';

/**
 * The texts the areas bring with their manifests (resource names, fields, tabs, sections, actions; page titles; the
 * areas' shared parts), merged in the areas' order: for the tests and tools, which hold every area at once (the
 * console adds an area's texts when it loads the area).
 */
export const areaMessages = mergeMessages<{ app?: Messages; resources: Record<string, Messages> }>(
  { resources: {} },
  ...sortedAreas.map((area) => area.messages ?? {}),
);
