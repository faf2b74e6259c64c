import { Box } from '@mui/material';
import { TextInput } from 'react-admin';
import type { FieldOf } from '../../field-types/fieldTypeDefinition';
import { inputProps, type FieldDisplayProps, type FieldInputProps, type FieldView } from './fieldView';

/** A JSON value (or JSON text) pretty-printed; text that is not JSON is shown as it is. */
export function JsonDisplay({ value }: FieldDisplayProps) {
  let text: string;
  try {
    text = JSON.stringify(typeof value === 'string' ? JSON.parse(value) : value, null, 2);
  } catch {
    text = String(value);
  }
  return (
    <Box component="pre" sx={{ m: 0, fontFamily: 'monospace', fontSize: '0.85em', whiteSpace: 'pre-wrap' }}>
      {text}
    </Box>
  );
}

/** JSON text in a monospace text area. */
export function JsonInput(props: FieldInputProps) {
  return (
    <TextInput
      {...inputProps(props)}
      multiline
      minRows={4}
      sx={{ '& textarea': { fontFamily: 'monospace' } }}
    />
  );
}

export const jsonView: FieldView<FieldOf<'json'>> = { Display: JsonDisplay, Input: JsonInput };
