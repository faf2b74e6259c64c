import { Suspense } from 'react';
import type { Validator } from 'react-admin';
import type { FieldConfig } from '../../types';
import { CUSTOM_INPUTS } from '../customInputs';
import { formInputOf } from '../field-views/formInputs';

export interface FieldInputProps {
  field: FieldConfig;
  validate: Validator[];
  readOnly?: boolean;
  /** A registered input shown instead of the type's own (the input's `component`). */
  component?: string;
}

/** The form input of a field, by its type (dates typed day/month/year as SPEC §5 says, secrets masked, …). */
export function FieldInput({ field, validate, readOnly = false, component }: FieldInputProps) {
  const Input = (component && CUSTOM_INPUTS[component]) || formInputOf(field).Input;
  return (
    <Suspense fallback={null}>
      <Input field={field} validate={validate} readOnly={readOnly} />
    </Suspense>
  );
}
