import { TextInput } from 'react-admin';
import type { FieldOf } from '../../field-types/fieldTypeDefinition';
import { inputProps, type FieldDisplayProps, type FieldInputProps, type FieldView } from './fieldView';

/** Any value as its text. */
export function PlainTextDisplay({ value }: FieldDisplayProps) {
  return <>{String(value)}</>;
}

/** A one-line text input. */
export function TextFieldInput(props: FieldInputProps) {
  return <TextInput {...inputProps(props)} />;
}

export const textView: FieldView<FieldOf<'text'>> = { Display: PlainTextDisplay, Input: TextFieldInput };
