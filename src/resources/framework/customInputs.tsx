import type { ComponentType } from 'react';
import { lazyView } from '../../utils/lazyView';
import { sortedAreas } from '../areas';
import type { FieldInputProps } from './field-views/fieldView';

/**
 * The named form inputs the areas' manifests declare, each downloaded with the first form that shows it. They get
 * what a field type's input gets (the field, its validators, read-only) and bind to the field's source.
 */
export const CUSTOM_INPUTS: Readonly<Record<string, ComponentType<FieldInputProps> | undefined>> =
  Object.fromEntries(
    sortedAreas.flatMap((area) =>
      Object.entries(area.inputs ?? {}).map(([name, load]) => [name, lazyView(load)]),
    ),
  );
