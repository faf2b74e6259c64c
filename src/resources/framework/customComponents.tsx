import type { ComponentType } from 'react';
import { lazyView } from '../../utils/lazyView';
import { sortedAreas } from '../areas';
import type { CustomTabProps } from '../defineArea';

/**
 * The named components the areas' manifests declare, each downloaded with the first view that shows it (an unknown
 * name has none: the registry refuses configurations naming one).
 */
export const CUSTOM_COMPONENTS: Readonly<Record<string, ComponentType<CustomTabProps> | undefined>> =
  Object.fromEntries(
    sortedAreas.flatMap((area) =>
      Object.entries(area.components ?? {}).map(([name, load]) => [name, lazyView(load)]),
    ),
  );
