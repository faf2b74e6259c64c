import type { ComponentType } from 'react';
import { namedLoaders } from '../areaNamedLoaders';
import type { FieldInputProps } from './field-views/fieldView';

/**
 * The named form inputs the areas' manifests declare, each downloaded with the first form that shows it. They get
 * what a field type's input gets (the field, its validators, read-only) and bind to the field's source.
 */
export const CUSTOM_INPUTS: Readonly<Record<string, ComponentType<FieldInputProps> | undefined>> =
  namedLoaders('inputs');
