import type { Validator } from 'react-admin';
import type { FieldConfig } from '../../types';
import { fieldViewOf } from '../field-views/fieldViews';

export interface FieldInputProps {
  field: FieldConfig;
  validate: Validator[];
  readOnly?: boolean;
}

/** The form input of a field, by its type (dates typed day/month/year as SPEC §5 says, secrets masked, …). */
export function FieldInput({ field, validate, readOnly = false }: FieldInputProps) {
  const { Input } = fieldViewOf(field);
  return <Input field={field} validate={validate} readOnly={readOnly} />;
}
