import type { ComponentType } from 'react';
import { lazyView } from '../utils/lazyView';
import { loadArea, sortedAreaSummaries } from './areaLoader';
import type { ComponentLoader } from './defineArea';

/**
 * One lazy component per name of the given kind, known from the areas' summaries: its code loads from the declaring
 * area's manifest (already in when a configured screen of that area shows it).
 */
export function namedLoaders<P extends object>(
  kind: 'components' | 'inputs',
): Record<string, ComponentType<P>> {
  return Object.fromEntries(
    sortedAreaSummaries.flatMap((summary) =>
      summary[kind].map((name) => [
        name,
        lazyView(async () => {
          const loaders = (await loadArea(summary.name))[kind] as Record<string, ComponentLoader<P>>;
          return loaders[name]!();
        }),
      ]),
    ),
  );
}
