import { TextInput } from 'react-admin';
import type { FieldOf } from '../../field-types/fieldTypeDefinition';
import { isE164 } from '../../../shared/phoneNumbers';
import { inputProps, type FieldDisplayProps, type FieldInputProps, type FieldView } from './fieldView';
import { RowLink } from './RowLink';

/** An E.164 number as a tel: link; anything else stays plain text. */
export function PhoneDisplay({ value }: FieldDisplayProps) {
  const text = String(value);
  return <RowLink href={isE164(text) ? `tel:${text}` : undefined}>{text}</RowLink>;
}

/** A telephone input (the number in E.164 form: +, country code, number). */
export function PhoneInput(props: FieldInputProps) {
  return <TextInput {...inputProps(props)} type="tel" placeholder="+420601234567" />;
}

export const phoneView: FieldView<FieldOf<'phone'>> = { Display: PhoneDisplay, Input: PhoneInput };
