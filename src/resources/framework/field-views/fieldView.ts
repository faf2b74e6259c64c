import type { ComponentType, MouseEvent } from 'react';
import type { RaRecord, Validator } from 'react-admin';
import type { FieldConfig } from '../../types';

/** What a type's display gets: its field, the (non-blank) value at the field's source, and the whole record. */
export interface FieldDisplayProps<F extends FieldConfig = FieldConfig> {
  field: F;
  value: unknown;
  record: RaRecord | undefined;
}

/** What a type's form input gets: its field, the react-admin validators, and whether it is read-only. */
export interface FieldInputProps<F extends FieldConfig = FieldConfig> {
  field: F;
  validate: Validator[];
  readOnly: boolean;
}

/** How a field type is shown (lists, details). */
export interface FieldDisplayView<F extends FieldConfig = FieldConfig> {
  Display: ComponentType<FieldDisplayProps<F>>;
  /** The display is shown for blank values too (a secret that is only revealed on demand). */
  showsBlank?: boolean;
}

/** The console views of a field type: its display (lists, details) and its form input. */
export interface FieldView<F extends FieldConfig = FieldConfig> extends FieldDisplayView<F> {
  Input: ComponentType<FieldInputProps<F>>;
}

/**
 * Types whose input needs code no list needs (autocompletes, check box groups, switches, number fields, selects,
 * password fields): their views have only the display, and forms take the input from `formInputs.ts`, which loads
 * with them.
 */
export type FormOnlyInputType =
  'flags' | 'reference' | 'referenceList' | 'boolean' | 'number' | 'duration' | 'percent' | 'enum' | 'secret';

/** Links inside a clickable table row must not also trigger the row's navigation. */
export const stopRowClick = (event: MouseEvent) => event.stopPropagation();

/** The props every react-admin input of a field takes. */
export const inputProps = ({ field, validate, readOnly }: FieldInputProps) => ({
  source: field.source,
  label: field.label,
  validate,
  readOnly,
  fullWidth: true,
});
