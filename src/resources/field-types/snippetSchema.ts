import { plain } from './fieldSchemaParts';

/** A search snippet: text with its matched words marked (a transcript search's hit), read-only. */
export const snippetSchema = plain('snippet');
