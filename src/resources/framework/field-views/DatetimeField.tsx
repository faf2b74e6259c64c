import { TextInput, useTranslate } from 'react-admin';
import type { FieldOf } from '../../field-types/fieldTypeDefinition';
import { ZonedDate } from './ZonedDate';
import { inputProps, type FieldDisplayProps, type FieldInputProps, type FieldView } from './fieldView';

/** A moment as DD/MM/YYYY HH:MM in the console time zone. */
export function DatetimeDisplay({ value }: FieldDisplayProps) {
  return <ZonedDate value={value} withTime />;
}

/** A moment typed DD/MM/YYYY HH:MM in the console time zone. */
export function DatetimeInput(props: FieldInputProps) {
  const translate = useTranslate();
  return <TextInput {...inputProps(props)} placeholder={translate('framework.datetime_placeholder')} />;
}

export const datetimeView: FieldView<FieldOf<'datetime'>> = {
  Display: DatetimeDisplay,
  Input: DatetimeInput,
};
