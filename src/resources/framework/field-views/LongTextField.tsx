import { TextInput } from 'react-admin';
import type { FieldOf } from '../../field-types/fieldTypeDefinition';
import { inputProps, type FieldDisplayProps, type FieldInputProps, type FieldView } from './fieldView';

/** Text with its line breaks. */
export function LongTextDisplay({ value }: FieldDisplayProps) {
  return <span style={{ whiteSpace: 'pre-wrap' }}>{String(value)}</span>;
}

/** A multi-line text area. */
export function LongTextInput(props: FieldInputProps) {
  return <TextInput {...inputProps(props)} multiline minRows={3} />;
}

export const longTextView: FieldView<FieldOf<'longText'>> = {
  Display: LongTextDisplay,
  Input: LongTextInput,
};
