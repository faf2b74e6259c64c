import type { TranscriptSnippet } from '../../shared/wire/conversations';
import type { FieldOf, FieldTypeDefinition } from './fieldTypeDefinition';

/** The snippet of a value, when it is one (`{ text, marks }`); anything else is no snippet. */
export function snippetOf(value: unknown): TranscriptSnippet | null {
  if (typeof value !== 'object' || value === null) return null;
  const { text, marks } = value as Partial<TranscriptSnippet>;
  if (typeof text !== 'string' || !Array.isArray(marks)) return null;
  return { text, marks: marks.filter((mark) => Array.isArray(mark) && mark.length === 2) };
}

/** A search snippet (issue 34.4): shown with its matched words highlighted; its text alone in an export. */
export const snippetType: FieldTypeDefinition<FieldOf<'snippet'>> = {
  sortable: false,
  cell: (_field, value) => snippetOf(value)?.text ?? '',
  seed: () => ({ text: 'Hi, I am calling about my invoice.', marks: [[26, 33]] }),
};
