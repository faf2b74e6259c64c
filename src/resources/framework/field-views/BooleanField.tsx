import { BooleanInput, useTranslate } from 'react-admin';
import { booleanLabel } from '../../field-types/boolean';
import type { FieldOf } from '../../field-types/fieldTypeDefinition';
import type { FieldDisplayProps, FieldInputProps, FieldView } from './fieldView';

/** Yes or No, translated. */
export function BooleanDisplay({ value }: FieldDisplayProps) {
  const translate = useTranslate();
  return <>{translate(booleanLabel(value))}</>;
}

/** A switch. */
export function BooleanFieldInput({ field, validate, readOnly }: FieldInputProps) {
  return <BooleanInput source={field.source} label={field.label} validate={validate} readOnly={readOnly} />;
}

export const booleanView: FieldView<FieldOf<'boolean'>> = {
  Display: BooleanDisplay,
  Input: BooleanFieldInput,
};
