import { TextInput } from 'react-admin';
import { isEmailAddress } from '../../../shared/validation/emailAddress';
import type { FieldOf } from '../../field-types/fieldTypeDefinition';
import { inputProps, type FieldDisplayProps, type FieldInputProps, type FieldView } from './fieldView';
import { RowLink } from './RowLink';

/** An address as a mailto link; anything that is no address stays plain text. */
export function EmailDisplay({ value }: FieldDisplayProps) {
  const text = String(value);
  return <RowLink href={isEmailAddress(text) ? `mailto:${text}` : undefined}>{text}</RowLink>;
}

/** An e-mail input. */
export function EmailInput(props: FieldInputProps) {
  return <TextInput {...inputProps(props)} type="email" />;
}

export const emailView: FieldView<FieldOf<'email'>> = { Display: EmailDisplay, Input: EmailInput };
