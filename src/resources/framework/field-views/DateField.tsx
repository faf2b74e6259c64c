import { TextInput } from 'react-admin';
import { shownDate } from '../../field-types/date';
import type { FieldOf } from '../../field-types/fieldTypeDefinition';
import { useConsoleTimeZone } from '../../../utils/useConsoleTimeZone';
import { inputProps, type FieldDisplayProps, type FieldInputProps, type FieldView } from './fieldView';

/** A calendar day as DD/MM/YYYY. */
export function DateDisplay({ value }: FieldDisplayProps) {
  return <>{shownDate(value, useConsoleTimeZone())}</>;
}

/** A day typed DD/MM/YYYY (SPEC §5). */
export function DateFieldInput(props: FieldInputProps) {
  return <TextInput {...inputProps(props)} placeholder="DD/MM/YYYY" />;
}

export const dateView: FieldView<FieldOf<'date'>> = { Display: DateDisplay, Input: DateFieldInput };
