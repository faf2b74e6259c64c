import { Link } from '@mui/material';
import { TextInput } from 'react-admin';
import type { FieldOf } from '../../field-types/fieldTypeDefinition';
import { safeLinkTarget } from '../../field-types/safeUrl';
import {
  inputProps,
  stopRowClick,
  type FieldDisplayProps,
  type FieldInputProps,
  type FieldView,
} from './fieldView';

/** Only https and same-origin addresses become links; anything else (http, javascript:, garbage) stays plain text. */
export function UrlDisplay({ value }: FieldDisplayProps) {
  const text = String(value);
  const href = safeLinkTarget(text, window.location.origin);
  if (!href) return <>{text}</>;
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" onClick={stopRowClick}>
      {text}
    </Link>
  );
}

/** An address input. */
export function UrlInput(props: FieldInputProps) {
  return <TextInput {...inputProps(props)} type="url" />;
}

export const urlView: FieldView<FieldOf<'url'>> = { Display: UrlDisplay, Input: UrlInput };
