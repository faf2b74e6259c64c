import {
  NODE_KINDS,
  type NodeField,
  type NodeKind,
  type RecordReference,
} from '../../../shared/flow/flowModel';
import { TEXT_MAX } from '../../../shared/validation/bodySchema';
import { checkOf, type Check } from '../../../shared/validation/validators';

/** How the side panel edits one property of a node. */
export interface NodeInputSpec {
  source: string;
  input: 'text' | 'longText' | 'number' | 'choice' | 'boolean' | 'list' | 'grammar' | 'reference';
  choices?: readonly (string | number)[];
  /** The resource whose records a `reference` input names. */
  resource?: RecordReference['resource'];
  /** SPEC §5 checks (the same validators as every console form). */
  checks: Check[];
}

function inputOf(source: string, field: NodeField): NodeInputSpec | undefined {
  if (field.kind === 'position') return undefined;
  const checks: Check[] = 'required' in field && field.required ? [checkOf({ name: 'required' })] : [];
  switch (field.kind) {
    case 'text':
      return { source, input: field.max >= TEXT_MAX ? 'longText' : 'text', checks };
    case 'integer':
      return {
        source,
        input: 'number',
        checks: [...checks, checkOf({ name: 'range', min: field.min, max: field.max })],
      };
    case 'choice':
      return { source, input: 'choice', choices: field.values, checks };
    case 'boolean':
      return { source, input: 'boolean', checks };
    case 'list':
      return { source, input: 'list', checks };
    case 'grammar':
      return { source, input: 'grammar', checks };
    case 'reference':
      return { source, input: 'reference', resource: field.resource, checks };
    default:
      return undefined;
  }
}

/** The panel's inputs of a node kind: its label, then every property the model declares for the kind. */
export const nodeInputs = (kind: NodeKind): NodeInputSpec[] => [
  { source: 'label', input: 'text', checks: [checkOf({ name: 'required' })] },
  ...Object.entries(NODE_KINDS[kind].fields as Record<string, NodeField>).flatMap(
    ([source, field]) => inputOf(source, field) ?? [],
  ),
];

/** A list shown as comma-separated text (`sales, support`) and read back without blanks. */
export const formatList = (value: unknown) => (Array.isArray(value) ? value.join(', ') : '');
export const parseList = (text: string) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');

/** A grammar shown one intent a line (`sales: sales, buy, 1`) and read back the same way. */
export const formatGrammar = (value: unknown) =>
  value && typeof value === 'object'
    ? Object.entries(value as Record<string, string[]>)
        .map(([intent, phrases]) => `${intent}: ${phrases.join(', ')}`)
        .join('\n')
    : '';
export function parseGrammar(text: string): Record<string, string[]> | undefined {
  const entries = text
    .split('\n')
    .map((line) => line.split(':'))
    .filter(([intent]) => intent.trim() !== '')
    .map(([intent, ...rest]) => [intent.trim(), parseList(rest.join(':'))] as const);
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}
