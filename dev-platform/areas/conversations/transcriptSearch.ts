import type { TranscriptSnippet } from '../../../src/shared/wire/conversations';
import type { Db } from '../../db/database';

/** Most words one search takes: more only slow the index down without narrowing anything a person means. */
const MAX_WORDS = 8;
/** Marker characters snippet() wraps matched words in; control characters a turn's text never holds. */
const OPEN = '\u0002';
const CLOSE = '\u0003';

/**
 * A person's words as an FTS5 query: each word a quoted phrase (so operators, quotes and column names in the text are
 * only words), all of them required, the last one also as a prefix (it may still be typed). Null without a word.
 */
export function transcriptQuery(text: string): string | null {
  // Quotes and control characters (the snippet markers among them) only separate words.
  const words = Array.from(text, (char) => (char < ' ' || char === '"' ? ' ' : char))
    .join('')
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word))
    .slice(0, MAX_WORDS);
  if (words.length === 0) return null;
  return words.map((word, index) => `"${word}"${index === words.length - 1 ? ' *' : ''}`).join(' ');
}

/**
 * The list filter of conversations whose transcript (the robot, human and agent turns: one `conversation_transcript`
 * FTS5 document per conversation, by its rowid) holds every word. Names only the list's own alias `c`, so the list
 * still counts and pages on the conversation table alone (see dev-platform/api/listBase.ts).
 */
export function transcriptMatch(query: string): { sql: string; params: unknown[] } {
  return {
    sql: 'c.rowid IN (SELECT rowid FROM conversation_transcript WHERE conversation_transcript MATCH ?)',
    params: [query],
  };
}

/**
 * The snippet of each listed conversation's transcript around the matched words, with their offsets: the FTS5
 * query runs once per conversation, bounded to its document by rowid.
 */
export function transcriptSnippets(
  db: Db,
  guids: readonly string[],
  query: string,
): Map<string, TranscriptSnippet> {
  const statement = db
    .prepare(
      `SELECT snippet(conversation_transcript, 0, '${OPEN}', '${CLOSE}', '…', 16) FROM conversation_transcript
       WHERE conversation_transcript MATCH ? AND rowid = (SELECT rowid FROM conversation WHERE guid = ?)`,
    )
    .pluck();
  const snippets = new Map<string, TranscriptSnippet>();
  for (const guid of guids) {
    const marked = statement.get(query, guid) as string | undefined;
    if (marked !== undefined) snippets.set(guid, unmark(marked));
  }
  return snippets;
}

/** A snippet's text without its markers, and where the marked words were. */
export function unmark(marked: string): TranscriptSnippet {
  const marks: [number, number][] = [];
  let text = '';
  let open: number | null = null;
  for (const char of marked) {
    if (char === OPEN) open = text.length;
    else if (char === CLOSE) {
      if (open !== null && text.length > open) marks.push([open, text.length]);
      open = null;
    } else text += char;
  }
  return { text, marks };
}
