import { TextInput } from 'react-admin';
import { shownDate } from '../../field-types/date';
import type { FieldOf } from '../../field-types/fieldTypeDefinition';
import { useConsoleTimeZone } from '../../../utils/useConsoleTimeZone';
import { inputProps, type FieldDisplayProps, type FieldInputProps, type FieldView } from './fieldView';

/** A moment as DD/MM/YYYY HH:MM in the console time zone. */
export function DatetimeDisplay({ value }: FieldDisplayProps) {
  return <>{shownDate(value, useConsoleTimeZone(), true)}</>;
}

/** A moment typed DD/MM/YYYY HH:MM in the console time zone. */
export function DatetimeInput(props: FieldInputProps) {
  return <TextInput {...inputProps(props)} placeholder="DD/MM/YYYY HH:MM" />;
}

export const datetimeView: FieldView<FieldOf<'datetime'>> = {
  Display: DatetimeDisplay,
  Input: DatetimeInput,
};
