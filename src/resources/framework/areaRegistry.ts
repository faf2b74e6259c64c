import { areaOfResource as areaOf, loadArea, loadedArea, sortedAreaSummaries } from '../areaLoader';
import type { ResourceConfig } from '../types';
import { byKey, type ConsoleRegistry } from './consoleRegistry';

/**
 * The console's built-in resources: their summaries from the areas' summaries at once, each configuration with its
 * area's manifest (loaded as one unit on first need).
 */
export function areaRegistry(): ConsoleRegistry {
  const areas = sortedAreaSummaries;
  const summaries = areas.flatMap((area) => area.resources);
  const answers = new Map<string, Promise<ResourceConfig | undefined>>();
  // One array once every area is in (readers compare it by identity).
  let every: readonly ResourceConfig[] | undefined;
  const allConfigs = () => {
    if (every) return every;
    const manifests = areas.map((area) => loadedArea(area.name));
    if (manifests.every(Boolean)) every = manifests.flatMap((area) => area!.resources ?? []);
    return every;
  };
  let all: Promise<readonly ResourceConfig[]> | undefined;
  return {
    summaries,
    loadConfig(key) {
      let answer = answers.get(key);
      if (!answer) {
        const area = areaOf(key);
        answer = area
          ? loadArea(area.name).then((manifest) => byKey(manifest.resources ?? [], key))
          : Promise.resolve(undefined);
        answers.set(key, answer);
      }
      return answer;
    },
    config(key) {
      const area = areaOf(key);
      const manifest = area && loadedArea(area.name);
      return manifest && byKey(manifest.resources ?? [], key);
    },
    load: () =>
      (all ??= Promise.all(areas.map((area) => loadArea(area.name))).then(() => allConfigs() ?? [])),
    settled: allConfigs,
  };
}
