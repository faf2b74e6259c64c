import { Link } from '@mui/material';
import { TextInput } from 'react-admin';
import type { FieldOf } from '../../field-types/fieldTypeDefinition';
import { isE164 } from '../../field-types/phone';
import {
  inputProps,
  stopRowClick,
  type FieldDisplayProps,
  type FieldInputProps,
  type FieldView,
} from './fieldView';

/** An E.164 number as a tel: link; anything else stays plain text. */
export function PhoneDisplay({ value }: FieldDisplayProps) {
  const text = String(value);
  if (!isE164(text)) return <>{text}</>;
  return (
    <Link href={`tel:${text}`} onClick={stopRowClick}>
      {text}
    </Link>
  );
}

/** A telephone input (the number in E.164 form: +, country code, number). */
export function PhoneInput(props: FieldInputProps) {
  return <TextInput {...inputProps(props)} type="tel" placeholder="+420601234567" />;
}

export const phoneView: FieldView<FieldOf<'phone'>> = { Display: PhoneDisplay, Input: PhoneInput };
