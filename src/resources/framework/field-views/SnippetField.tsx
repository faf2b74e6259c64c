import { Box } from '@mui/material';
import { snippetParts } from '../../../shared/transcript/snippetParts';
import type { FieldOf } from '../../field-types/fieldTypeDefinition';
import { snippetOf } from '../../field-types/snippet';
import type { FieldDisplayProps, FieldView } from './fieldView';
import { TextFieldInput } from './TextField';

/** The snippet's text as text nodes, its matched words in `<mark>` elements: server text is never HTML here. */
export function SnippetDisplay({ value }: FieldDisplayProps) {
  const snippet = snippetOf(value);
  if (!snippet) return null;
  return (
    <Box component="span" sx={{ '& mark': { bgcolor: 'warning.light', color: 'inherit', px: 0.25 } }}>
      {snippetParts(snippet).map((part, index) =>
        part.marked ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>,
      )}
    </Box>
  );
}

/** Snippets are answers of a search, never edited; a text input stands in for the form contract. */
export const snippetView: FieldView<FieldOf<'snippet'>> = { Display: SnippetDisplay, Input: TextFieldInput };
