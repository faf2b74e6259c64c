import { getPath } from '../../src/shared/getPath';
import { isChoice, isIsoDateTime, isWireDate } from '../../src/shared/validation/wireValues';
import { MAX_IDS } from './validation';

/** Longest name (SPEC-less but stated here: names are 1 to 200 characters). */
export const MAX_NAME_LENGTH = 200;
/** Longest one-line text other than a name (descriptions, addresses, e-mails). */
export const MAX_TEXT_LENGTH = 2000;
/** Longest multi-line content (grammar bodies, notes). */
export const MAX_LONG_TEXT_LENGTH = 200_000;

const TEXT_TYPES = new Set(['text', 'email', 'url', 'phone', 'colour', 'secret', 'date', 'datetime']);
const NUMBER_TYPES = new Set(['number', 'percent', 'money', 'duration']);
const LIST_TYPES = new Set(['referenceList', 'tags']);

type Choice = { value: unknown; label?: string };
/** A choice as the API names it: an enumeration's key and value (`NEVER 0`), else the value. */
function choiceText({ value, label }: Choice): string {
  const key = label?.startsWith('enums.') ? label.split('.').at(-1) : undefined;
  return key !== undefined && key !== String(value) ? `${key} ${String(value)}` : String(value);
}

const isName = (source: string) => /(^|\.)name$/i.test(source) || /Name$/.test(source);
const isScalarId = (value: unknown) =>
  (typeof value === 'number' && Number.isSafeInteger(value)) ||
  (typeof value === 'string' && value.length > 0 && value.length <= MAX_NAME_LENGTH);

/**
 * Whether a body value has the wire type of its field: texts are strings of a bounded length, numbers finite,
 * references ids, booleans booleans. Returns the problem, or undefined; null and absent values are left to the
 * field's own rules (`required`). Shapes the console never sends (`{"name":{}}`, `idLanguage: true`) are refused
 * here, before they can reach SQL as `[object Object]` or a binding error.
 */
export function wireTypeProblem(
  type: string,
  source: string,
  value: unknown,
  choices?: readonly Choice[],
): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (TEXT_TYPES.has(type) || type === 'longText') {
    if (typeof value !== 'string') return 'Expected text';
    const max =
      type === 'longText' ? MAX_LONG_TEXT_LENGTH : isName(source) ? MAX_NAME_LENGTH : MAX_TEXT_LENGTH;
    if (value.length > max) return `Text is limited to ${max} characters`;
    // Empty dates are left to `required`; a date that is there must be a real one.
    if (type === 'date' && value !== '' && !isWireDate(value)) return 'Expected a real date';
    if (type === 'datetime' && value !== '' && !isIsoDateTime(value)) return 'Expected a real date and time';
    return undefined;
  }
  // The console's inputs send numbers as numbers: a numeric text ("8") would be coerced, so it is refused.
  if (NUMBER_TYPES.has(type))
    return typeof value === 'number' && Number.isFinite(value) ? undefined : 'Expected a number';
  if (type === 'boolean') return typeof value === 'boolean' ? undefined : 'Expected true or false';
  if (type === 'reference') return isScalarId(value) ? undefined : 'Expected an id';
  if (type === 'enum') {
    if (choices)
      return isChoice(value, choices) ? undefined : `Expected one of ${choices.map(choiceText).join(', ')}`;
    return ['string', 'number', 'boolean'].includes(typeof value) ? undefined : 'Expected one of the choices';
  }
  if (LIST_TYPES.has(type) || type === 'flags') {
    if (type === 'flags' && typeof value === 'number') return undefined; // flag sums are checked by the routes that take them (their own messages)
    if (!Array.isArray(value) || value.length > MAX_IDS)
      return `Expected a list of at most ${MAX_IDS} values`;
    return value.every(isScalarId) ? undefined : 'Expected a list of ids';
  }
  return undefined;
}

/** Wire-type problems of the inputs a form submits, by source (see {@link wireTypeProblem}). */
export function wireTypeErrors(
  fields: readonly { source: string; type: string; choices?: readonly Choice[] }[],
  inputs: readonly { source: string; submit: boolean }[] | undefined,
  body: Record<string, unknown>,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const input of inputs ?? []) {
    if (!input.submit) continue;
    const field = fields.find((candidate) => candidate.source === input.source);
    const problem = wireTypeProblem(
      field?.type ?? '',
      input.source,
      getPath(body, input.source),
      field?.choices,
    );
    if (problem) errors[input.source] = problem;
  }
  return errors;
}
