import type { ComponentType } from 'react';
import { namedLoaders } from '../areaNamedLoaders';
import type { CustomTabProps } from '../defineArea';

/**
 * The named components the areas' manifests declare, each downloaded with the first view that shows it (an unknown
 * name has none: the registry refuses configurations naming one).
 */
export const CUSTOM_COMPONENTS: Readonly<Record<string, ComponentType<CustomTabProps> | undefined>> =
  namedLoaders('components');
