import type { FlowNode } from '../../../../src/shared/flow/flowModel';
import { grammarRecordMatchers, type GrammarRecordContent } from '../../../../src/shared/flow/grammarRecords';

type ListenNode = Extract<FlowNode, { type: 'listen' }>;
type ConditionNode = Extract<FlowNode, { type: 'condition' }>;

/** What the caller did while a listen node waited: spoke (or typed) text, pressed keys, or stayed silent. */
export type CallerInput =
  { kind: 'text'; text: string } | { kind: 'dtmf'; digits: string } | { kind: 'timeout' };

/** Ranked intents of a text by an NLP model (the tenant's classifier); `model` undefined: the default model. */
export type Classify = (
  text: string,
  model: string | undefined,
) => readonly { category: string; confidence: number }[];

/** Below this confidence a classified intent counts as no match. */
export const MIN_CONFIDENCE = 0.5;

const normalise = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}#*]+/gu, ' ')
    .trim();

/** `{{name}}` replaced by the variable's value (empty when unset). */
export const interpolate = (text: string, variables: Readonly<Record<string, string>>) =>
  text.replace(/\{\{\s*([\w.-]+)\s*\}\}/g, (_, name: string) => variables[name] ?? '');

/** Longer answers are not matched against a grammar record's patterns (bounded work per input). */
const PATTERN_INPUT_MAX = 500;

const saysPhrase = (said: string, phrases: readonly string[]) =>
  phrases.some((phrase) => ` ${said} `.includes(` ${normalise(phrase)} `));

/**
 * The intent an input matches on a listen node, with its confidence: its grammar record's lines (`record`, see
 * grammarRecords.ts), then its inline grammar's phrases (whole-word, any case, diacritics folded; DTMF keys
 * exactly); a node with neither sends text to the NLP model. Undefined: no match.
 */
export function matchIntent(
  node: ListenNode,
  input: Exclude<CallerInput, { kind: 'timeout' }>,
  classify: Classify | undefined,
  record?: GrammarRecordContent,
): { intent: string; confidence: number } | undefined {
  const intents = node.intents ?? [];
  if (input.kind === 'dtmf' && node.input === 'speech') return undefined;
  if (input.kind === 'text' && node.input === 'dtmf') return undefined;
  const raw = (input.kind === 'text' ? input.text : input.digits).trim();
  const said = normalise(raw);
  const matched = record
    ? grammarRecordMatchers(record, intents).find((matcher) =>
        'pattern' in matcher
          ? raw.length <= PATTERN_INPUT_MAX && matcher.pattern.test(raw)
          : saysPhrase(said, matcher.phrases),
      )?.intent
    : undefined;
  const intent =
    matched ?? (node.grammar && intents.find((name) => saysPhrase(said, node.grammar![name] ?? [])));
  if (intent !== undefined || node.grammar || node.grammarName)
    return intent === undefined ? undefined : { intent, confidence: 1 };
  if (input.kind === 'dtmf' || !classify) return undefined;
  const best = classify(input.text, node.model).find((item) => intents.includes(item.category));
  return best && best.confidence >= MIN_CONFIDENCE
    ? { intent: best.category, confidence: best.confidence }
    : undefined;
}

/** A condition node's test on the variables; numbers compare as numbers. */
export function conditionHolds(node: ConditionNode, variables: Readonly<Record<string, string>>): boolean {
  const actual = variables[node.variable] ?? '';
  const expected = interpolate(node.value ?? '', variables);
  switch (node.operator) {
    case 'equals':
      return actual === expected;
    case 'notEquals':
      return actual !== expected;
    case 'contains':
      return actual.toLowerCase().includes(expected.toLowerCase());
    case 'lessThan':
      return Number(actual) < Number(expected);
    case 'greaterThan':
      return Number(actual) > Number(expected);
    case 'isEmpty':
      return actual.trim() === '';
  }
}
