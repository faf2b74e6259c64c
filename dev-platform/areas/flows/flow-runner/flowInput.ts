import type { FlowNode } from '../../../../src/shared/flow/flowModel';

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

/**
 * The intent an input matches on a listen node, with its confidence: grammar phrases (whole-word, any case,
 * diacritics folded) and DTMF keys match exactly; without a grammar, text goes to the NLP model. Undefined: no match.
 */
export function matchIntent(
  node: ListenNode,
  input: Exclude<CallerInput, { kind: 'timeout' }>,
  classify: Classify | undefined,
): { intent: string; confidence: number } | undefined {
  const intents = node.intents ?? [];
  if (input.kind === 'dtmf' && node.input === 'speech') return undefined;
  if (input.kind === 'text' && node.input === 'dtmf') return undefined;
  const said = normalise(input.kind === 'text' ? input.text : input.digits);
  if (node.grammar) {
    const intent = intents.find((name) =>
      (node.grammar![name] ?? []).some((phrase) => ` ${said} `.includes(` ${normalise(phrase)} `)),
    );
    return intent === undefined ? undefined : { intent, confidence: 1 };
  }
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
