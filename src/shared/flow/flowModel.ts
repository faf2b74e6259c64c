import { choiceOf, NAME_MAX, TEXT_MAX, type FieldSchema } from '../validation/bodySchema';
import { ENUMERATIONS } from '../enumerations';

/**
 * The flow model (issue 33): the content of a call script version as a directed graph of typed nodes joined by
 * edges from a node's output port to another node. Node properties sit flat on the node (as in the seeded schema
 * version 2 contents), so the semantic diff (`flowDiff.ts`) shows node-level changes property by property.
 */
export const FLOW_SCHEMA_VERSION = 3;

/** Bounds of one flow: real flows stay far below them; the parser refuses anything larger. */
export const FLOW_LIMITS = { nodes: 500, edges: 2000, intents: 50, phrases: 200, variables: 200 } as const;

/** A field of a node: a body-schema field, or one of the model's own shapes. */
export type NodeField =
  FieldSchema | { kind: 'grammar'; required?: boolean } | { kind: 'position' } | RecordReference;

/**
 * A platform record a node refers to by name (issue 33.6), like a subflow's component: the name keeps a flow
 * readable and portable between tenants; the validator reports names the tenant does not have.
 */
export interface RecordReference {
  kind: 'reference';
  /** The console resource whose records are named. */
  resource: 'grammars' | 'audioAssets';
  required?: boolean;
}

/** How a node kind may be connected: its output ports (beyond `intent:<name>` ports of a listen node). */
export interface NodeKindSpec {
  /** Properties besides `id`, `type`, `label` and `position`. */
  fields: Readonly<Record<string, NodeField>>;
  /** Output ports that must lead somewhere. */
  requiredPorts: readonly string[];
  /** Output ports that may stay unconnected. */
  optionalPorts: readonly string[];
}

const text = (required = false, max = TEXT_MAX): FieldSchema => ({ kind: 'text', max, required });
const name = (required = false) => text(required, NAME_MAX);
const reference = (resource: RecordReference['resource'], required = false): RecordReference => ({
  kind: 'reference',
  resource,
  required,
});
const NEXT = { requiredPorts: ['next'], optionalPorts: [] } as const;
const TERMINAL = { requiredPorts: [], optionalPorts: [] } as const;

/** Recognised input of a listen node. */
export const LISTEN_INPUTS = ['speech', 'dtmf', 'speechOrDtmf'] as const;
export const CONDITION_OPERATORS = [
  'equals',
  'notEquals',
  'contains',
  'lessThan',
  'greaterThan',
  'isEmpty',
] as const;
export const TRANSFER_TARGETS = ['number', 'queue'] as const;

/** Every node kind, its fields and ports: one table read by the parser, the validator and the designer. */
export const NODE_KINDS = {
  start: { fields: {}, ...NEXT },
  /** A robot prompt; `{{variable}}` in the text is replaced by the variable's value. */
  say: { fields: { text: text(true), language: name(), voice: name() }, ...NEXT },
  /** Plays an audio asset (`/administration/audio-assets`) by name into the call. */
  playAudio: { fields: { audio: reference('audioAssets', true) }, ...NEXT },
  /**
   * Human input: classified by the NLP model (`model`, else the tenant's) into one of `intents`, or matched against
   * the grammar (intent → phrases or DTMF keys) or the grammar record `grammarName` (`grammarRecords.ts`), the record
   * first. Each intent has the port `intent:<name>`.
   */
  listen: {
    fields: {
      input: { kind: 'choice', values: LISTEN_INPUTS, required: true },
      intents: { kind: 'list', of: name(), max: FLOW_LIMITS.intents },
      model: name(),
      grammar: { kind: 'grammar' },
      grammarName: reference('grammars'),
      timeoutMs: { kind: 'integer', min: 500, max: 60_000, required: true },
    },
    requiredPorts: ['noMatch', 'timeout'],
    optionalPorts: [],
  },
  condition: {
    fields: {
      variable: name(true),
      operator: { kind: 'choice', values: CONDITION_OPERATORS, required: true },
      value: text(),
    },
    requiredPorts: ['true', 'false'],
    optionalPorts: [],
  },
  setVariable: { fields: { variable: name(true), value: text() }, ...NEXT },
  sendSms: { fields: { to: name(true), text: text(true) }, ...NEXT },
  sendEmail: { fields: { to: name(true), subject: name(true), text: text(true) }, ...NEXT },
  /** SPEC §3 transfer modes: an attended transfer that fails comes back through `failed`; blind ones end here. */
  transfer: {
    fields: {
      mode: choiceOf(ENUMERATIONS.transferMode, true),
      targetKind: { kind: 'choice', values: TRANSFER_TARGETS, required: true },
      target: name(true),
    },
    requiredPorts: [],
    optionalPorts: ['failed'],
  },
  agent: { fields: { queue: name(), note: text() }, ...TERMINAL },
  /** A component run as a subflow; the call continues through `next` when it ends. */
  subflow: { fields: { component: name(true) }, ...NEXT },
  end: { fields: {}, ...TERMINAL },
} as const satisfies Record<string, NodeKindSpec>;

export type NodeKind = keyof typeof NODE_KINDS;
export const NODE_KIND_NAMES = Object.keys(NODE_KINDS) as NodeKind[];

interface NodeBase {
  id: string;
  label: string;
  position?: { x: number; y: number };
}

export type FlowNode = NodeBase &
  (
    | { type: 'start' }
    | { type: 'say'; text: string; language?: string; voice?: string }
    | { type: 'playAudio'; audio: string }
    | {
        type: 'listen';
        input: (typeof LISTEN_INPUTS)[number];
        intents?: string[];
        model?: string;
        grammar?: Record<string, string[]>;
        grammarName?: string;
        timeoutMs: number;
      }
    | {
        type: 'condition';
        variable: string;
        operator: (typeof CONDITION_OPERATORS)[number];
        value?: string;
      }
    | { type: 'setVariable'; variable: string; value?: string }
    | { type: 'sendSms'; to: string; text: string }
    | { type: 'sendEmail'; to: string; subject: string; text: string }
    | {
        type: 'transfer';
        mode: 'Attend' | 'Blind';
        targetKind: (typeof TRANSFER_TARGETS)[number];
        target: string;
      }
    | { type: 'agent'; queue?: string; note?: string }
    | { type: 'subflow'; component: string }
    | { type: 'end' }
  );

/** A connection from `from`'s output `port` (default `next`) to `to`. */
export interface FlowEdge {
  from: string;
  to: string;
  port?: string;
}

export interface FlowSettings {
  silenceTimeoutMs: number;
  bargeIn: boolean;
}

/** The content of one flow version. */
export interface Flow {
  schemaVersion: typeof FLOW_SCHEMA_VERSION;
  name: string;
  nodes: FlowNode[];
  edges: FlowEdge[];
  settings: FlowSettings;
}

export const INTENT_PORT_PREFIX = 'intent:';
export const intentPort = (intent: string) => `${INTENT_PORT_PREFIX}${intent}`;
export const portOf = (edge: FlowEdge) => edge.port ?? 'next';

/** The output ports a node offers: its kind's ports plus one (required) per intent of a listen node. */
export function portsOf(node: FlowNode): { required: string[]; optional: string[] } {
  const spec: NodeKindSpec = NODE_KINDS[node.type];
  const intents = node.type === 'listen' ? (node.intents ?? []).map(intentPort) : [];
  return { required: [...intents, ...spec.requiredPorts], optional: [...spec.optionalPorts] };
}

/** A problem of a flow, on a node or an edge (by index) where it has one, in English. */
export interface FlowProblem {
  node?: string;
  edge?: number;
  message: string;
}
