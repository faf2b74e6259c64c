import { TextInput } from 'react-admin';
import type { FieldOf } from '../../field-types/fieldTypeDefinition';
import { safeLinkTarget } from '../../field-types/safeUrl';
import { inputProps, type FieldDisplayProps, type FieldInputProps, type FieldView } from './fieldView';
import { RowLink } from './RowLink';

/** Only https and same-origin addresses become links; anything else (http, javascript:, garbage) stays plain text. */
export function UrlDisplay({ value }: FieldDisplayProps) {
  const text = String(value);
  return (
    <RowLink href={safeLinkTarget(text, window.location.origin)} newTab>
      {text}
    </RowLink>
  );
}

/** An address input. */
export function UrlInput(props: FieldInputProps) {
  return <TextInput {...inputProps(props)} type="url" />;
}

export const urlView: FieldView<FieldOf<'url'>> = { Display: UrlDisplay, Input: UrlInput };
