import type { GrammarKind } from '../wire/flows';

/** What a listen node needs of a grammar record (`/administration/grammars`) to match the caller's input. */
export interface GrammarRecordContent {
  kind: GrammarKind;
  content: string;
}

/** One intent's matcher from a grammar record: phrases (whole words, as inline grammars) or a pattern. */
export type IntentMatcher = { intent: string; phrases: string[] } | { intent: string; pattern: RegExp };

const NAMED = /^\s*([\w-]+)\s*:\s*(.*)$/;

function pattern(source: string): RegExp | undefined {
  try {
    return new RegExp(source, 'iu');
  } catch {
    return undefined;
  }
}

/**
 * How a grammar record's content maps to a listen node's intents (issue 33.6). One non-blank line per intent:
 * - keywords: `yes|yeah|sure` — alternatives separated by `|`; a line `intent: a|b` names its intent, an unnamed
 *   line belongs to the node's intent at the same position (line 1 → first intent);
 * - regex: one pattern per line, by position, matched against the whole answer (or the keys pressed);
 * - srgs: not interpreted by the dev platform (no intent ever matches).
 * Lines beyond the node's intents, and patterns that do not compile, match nothing.
 */
export function grammarRecordMatchers(
  record: GrammarRecordContent,
  intents: readonly string[],
): IntentMatcher[] {
  if (record.kind === 'srgs') return [];
  const lines = record.content.split('\n').filter((line) => line.trim() !== '');
  return lines.flatMap((line, index): IntentMatcher[] => {
    if (record.kind === 'regex') {
      const compiled = intents[index] === undefined ? undefined : pattern(line.trim());
      return compiled ? [{ intent: intents[index]!, pattern: compiled }] : [];
    }
    const named = NAMED.exec(line);
    const intent = named && intents.includes(named[1]!) ? named[1]! : intents[index];
    const phrases = (named && intent === named[1] ? named[2]! : line)
      .split('|')
      .map((phrase) => phrase.trim())
      .filter((phrase) => phrase !== '');
    return intent === undefined ? [] : [{ intent, phrases }];
  });
}
