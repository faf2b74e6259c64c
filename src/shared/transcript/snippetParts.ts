import type { TranscriptSnippet } from '../wire/conversations';

/** A piece of a snippet's text, marked when it is a matched word. */
export interface SnippetPart {
  text: string;
  marked: boolean;
}

/**
 * A snippet as consecutive parts (matched words marked), for rendering with elements: marks out of range,
 * overlapping or out of order are clipped, so a bad answer can never throw or repeat text.
 */
export function snippetParts({ text, marks }: TranscriptSnippet): SnippetPart[] {
  const parts: SnippetPart[] = [];
  let at = 0;
  for (const [rawStart, rawEnd] of marks) {
    const start = Math.max(at, Math.min(rawStart, text.length));
    const end = Math.max(start, Math.min(rawEnd, text.length));
    if (start > at) parts.push({ text: text.slice(at, start), marked: false });
    if (end > start) parts.push({ text: text.slice(start, end), marked: true });
    at = end;
  }
  if (at < text.length) parts.push({ text: text.slice(at), marked: false });
  return parts;
}
