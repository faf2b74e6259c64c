import { Link } from '@mui/material';
import { TextInput } from 'react-admin';
import type { FieldOf } from '../../field-types/fieldTypeDefinition';
import {
  inputProps,
  stopRowClick,
  type FieldDisplayProps,
  type FieldInputProps,
  type FieldView,
} from './fieldView';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+$/;

/** An address as a mailto link; anything that is no address stays plain text. */
export function EmailDisplay({ value }: FieldDisplayProps) {
  const text = String(value);
  if (!EMAIL_PATTERN.test(text)) return <>{text}</>;
  return (
    <Link href={`mailto:${text}`} onClick={stopRowClick}>
      {text}
    </Link>
  );
}

/** An e-mail input. */
export function EmailInput(props: FieldInputProps) {
  return <TextInput {...inputProps(props)} type="email" />;
}

export const emailView: FieldView<FieldOf<'email'>> = { Display: EmailDisplay, Input: EmailInput };
