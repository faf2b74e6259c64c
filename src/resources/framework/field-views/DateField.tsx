import { TextInput, useTranslate } from 'react-admin';
import type { FieldOf } from '../../field-types/fieldTypeDefinition';
import { ZonedDate } from './ZonedDate';
import { inputProps, type FieldDisplayProps, type FieldInputProps, type FieldView } from './fieldView';

/** A calendar day as DD/MM/YYYY. */
export function DateDisplay({ value }: FieldDisplayProps) {
  return <ZonedDate value={value} />;
}

/** A day typed DD/MM/YYYY (SPEC §5); `defaultValue` (typed form) fills it when the form holds none. */
export function DateFieldInput({ defaultValue, ...props }: FieldInputProps & { defaultValue?: string }) {
  const translate = useTranslate();
  return (
    <TextInput
      {...inputProps(props)}
      placeholder={translate('framework.date_placeholder')}
      defaultValue={defaultValue}
    />
  );
}

export const dateView: FieldView<FieldOf<'date'>> = { Display: DateDisplay, Input: DateFieldInput };
