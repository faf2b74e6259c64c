import { NumberInput } from 'react-admin';
import type { FieldOf } from '../../field-types/fieldTypeDefinition';
import { inputProps, type FieldInputProps, type FieldView } from './fieldView';
import { PlainTextDisplay } from './TextField';

/** A number input. */
export function NumberFieldInput(props: FieldInputProps) {
  return <NumberInput {...inputProps(props)} />;
}

export const numberView: FieldView<FieldOf<'number'>> = {
  Display: PlainTextDisplay,
  Input: NumberFieldInput,
};
