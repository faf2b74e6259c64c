import type { ComponentType } from 'react';
import { lazyView } from '../../app/lazyView';
import type { CustomInputName } from '../schema/customNames';
import type { FieldInputProps } from './field-views/fieldView';

/**
 * The named form inputs, each downloaded with the first form that shows it. They get what a field type's input gets
 * (the field, its validators, read-only) and bind to the field's source.
 */
export const CUSTOM_INPUTS: Record<CustomInputName, ComponentType<FieldInputProps>> = {
  flowFolderPicker: lazyView(() =>
    import('../flows/FlowFolderPicker').then((module) => module.FlowFolderPicker),
  ),
};
