import { TextInput } from 'react-admin';
import type { FieldOf } from '../../field-types/fieldTypeDefinition';
import { ZonedDate } from './ZonedDate';
import { inputProps, type FieldDisplayProps, type FieldInputProps, type FieldView } from './fieldView';

/** A moment as DD/MM/YYYY HH:MM in the console time zone. */
export function DatetimeDisplay({ value }: FieldDisplayProps) {
  return <ZonedDate value={value} withTime />;
}

/** A moment typed DD/MM/YYYY HH:MM in the console time zone. */
export function DatetimeInput(props: FieldInputProps) {
  return <TextInput {...inputProps(props)} placeholder="DD/MM/YYYY HH:MM" />;
}

export const datetimeView: FieldView<FieldOf<'datetime'>> = {
  Display: DatetimeDisplay,
  Input: DatetimeInput,
};
