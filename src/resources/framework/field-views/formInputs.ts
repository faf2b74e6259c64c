import type { ComponentType } from 'react';
import type { FieldOf } from '../../field-types/fieldTypeDefinition';
import type { FieldConfig } from '../../types';
import type { FieldInputProps, FieldView, FormOnlyInputType } from './fieldView';
import {
  BooleanFieldInput,
  DurationInput,
  EnumInput,
  NumberFieldInput,
  PercentInput,
  SecretInput,
} from './choiceAndNumberInputs';
import { FIELD_VIEWS } from './fieldViews';
import { FlagsInput } from './FlagsInput';
import { ReferenceFieldInput, ReferenceListInput } from './ReferenceInputs';

/** The inputs that load with the forms (`FormOnlyInputType`): only forms import this module. */
const FORM_ONLY_INPUTS: { [T in FormOnlyInputType]: ComponentType<FieldInputProps<FieldOf<T>>> } = {
  flags: FlagsInput,
  reference: ReferenceFieldInput,
  referenceList: ReferenceListInput,
  boolean: BooleanFieldInput,
  number: NumberFieldInput,
  duration: DurationInput,
  percent: PercentInput,
  enum: EnumInput,
  secret: SecretInput,
};

const isFormOnly = (type: string): type is FormOnlyInputType => Object.hasOwn(FORM_ONLY_INPUTS, type);

const VIEWS: Record<string, unknown> = FIELD_VIEWS;

/** The form input of a field's type, as `{ Input }` like `fieldViewOf` (and widened as it explains). */
export function formInputOf(field: Pick<FieldConfig, 'type'>): Pick<FieldView, 'Input'> {
  const Input = isFormOnly(field.type)
    ? FORM_ONLY_INPUTS[field.type]
    : (VIEWS[field.type] as FieldView).Input;
  return { Input: Input as unknown as FieldView['Input'] };
}
