import { fieldProblem, NAME_MAX, type FieldSchema } from '../validation/bodySchema';
import { jsonShapeProblem, type JsonLimits } from '../jsonShape';
import {
  FLOW_LIMITS,
  FLOW_SCHEMA_VERSION,
  NODE_KINDS,
  portOf,
  portsOf,
  type Flow,
  type FlowProblem,
  type NodeField,
  type NodeKindSpec,
} from './flowModel';

/** A flow nests five levels deep (content → nodes → node → grammar → phrases); a little room, no more. */
export const FLOW_JSON_LIMITS: JsonLimits = { depth: 8, items: FLOW_LIMITS.edges, nodes: 100_000 };

type Item = Record<string, unknown>;
export const isObject = (value: unknown): value is Item =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const NODE_ID: FieldSchema = { kind: 'text', max: 64, pattern: /^[A-Za-z0-9_-]+$/, required: true };
const LABEL: FieldSchema = { kind: 'text', max: NAME_MAX, required: true };
const SETTINGS: Record<string, FieldSchema> = {
  silenceTimeoutMs: { kind: 'integer', min: 0, max: 60_000, required: true },
  bargeIn: { kind: 'boolean', required: true },
};
const TOP_KEYS = ['schemaVersion', 'name', 'nodes', 'edges', 'settings'];
const PHRASE: FieldSchema = { kind: 'text', max: NAME_MAX, required: true };

const isFiniteNumber = (value: unknown) => typeof value === 'number' && Number.isFinite(value);

function nodeFieldProblem(field: NodeField, value: unknown): string | undefined {
  if (field.kind === 'position')
    return isObject(value) &&
      Object.keys(value).length === 2 &&
      isFiniteNumber(value.x) &&
      isFiniteNumber(value.y)
      ? undefined
      : 'Expected a position { x, y }';
  if (field.kind === 'reference')
    return fieldProblem({ kind: 'text', max: NAME_MAX, required: field.required }, value);
  if (field.kind !== 'grammar') return fieldProblem(field, value);
  if (value === undefined) return undefined;
  if (!isObject(value)) return 'Expected a grammar: intent → phrases';
  if (Object.keys(value).length > FLOW_LIMITS.intents) return `At most ${FLOW_LIMITS.intents} intents`;
  const phrases: FieldSchema = { kind: 'list', of: PHRASE, max: FLOW_LIMITS.phrases, required: true };
  for (const [intent, list] of Object.entries(value)) {
    const problem = fieldProblem(phrases, list);
    if (problem !== undefined) return `${intent}: ${problem}`;
  }
  return undefined;
}

/** Problems of an object against fields: unknown keys first, then each field's first problem. */
function objectProblems(item: Item, fields: Readonly<Record<string, NodeField>>): string[] {
  const unknown = Object.keys(item).filter((key) => !Object.hasOwn(fields, key));
  const problems = unknown.map((key) => `Unknown property "${key}"`);
  for (const [key, field] of Object.entries(fields)) {
    const problem = nodeFieldProblem(field, item[key]);
    if (problem !== undefined) problems.push(`${key}: ${problem}`);
  }
  return problems;
}

function nodeProblems(node: unknown, index: number, ids: Set<string>): FlowProblem[] {
  if (!isObject(node)) return [{ message: `Node ${index + 1} is not an object` }];
  const idProblem = fieldProblem(NODE_ID, node.id);
  if (idProblem !== undefined) return [{ message: `Node ${index + 1}: id: ${idProblem}` }];
  const id = node.id as string;
  if (ids.has(id)) return [{ node: id, message: `Node id "${id}" is used twice` }];
  ids.add(id);
  const spec = Object.hasOwn(NODE_KINDS, String(node.type))
    ? (NODE_KINDS[node.type as keyof typeof NODE_KINDS] as NodeKindSpec)
    : undefined;
  if (!spec) return [{ node: id, message: `Unknown node type "${String(node.type)}"` }];
  const fields: Record<string, NodeField> = { id: NODE_ID, type: LABEL, label: LABEL, ...spec.fields };
  const all: Record<string, NodeField> =
    node.position === undefined ? fields : { ...fields, position: { kind: 'position' } };
  return objectProblems(node, all).map((message) => ({ node: id, message }));
}

function edgeProblems(flow: Flow): FlowProblem[] {
  const nodes = new Map(flow.nodes.map((node) => [node.id, node]));
  const used = new Set<string>();
  const problems: FlowProblem[] = [];
  flow.edges.forEach((edge, index) => {
    const shape = objectProblems(edge as unknown as Item, {
      from: NODE_ID,
      to: NODE_ID,
      port: { kind: 'text', max: NAME_MAX },
    });
    if (shape.length > 0) return problems.push({ edge: index, message: shape[0] });
    const from = nodes.get(edge.from);
    if (!from) return problems.push({ edge: index, message: `Edge from unknown node "${edge.from}"` });
    if (!nodes.has(edge.to))
      return problems.push({ node: from.id, edge: index, message: `Edge to unknown node "${edge.to}"` });
    const port = portOf(edge);
    const { required, optional } = portsOf(from);
    if (![...required, ...optional].includes(port))
      return problems.push({ node: from.id, edge: index, message: `"${from.label}" has no port "${port}"` });
    if (used.has(`${from.id}\n${port}`))
      return problems.push({
        node: from.id,
        edge: index,
        message: `Port "${port}" of "${from.label}" is connected twice`,
      });
    used.add(`${from.id}\n${port}`);
  });
  return problems;
}

/**
 * A flow version's content checked strictly (exact types, no unknown properties, bounded sizes and nesting): the
 * flow, or its structural problems. Graph rules (reachability, ports left open…) are `validateFlow`'s.
 */
export function parseFlow(
  value: unknown,
): { flow: Flow; problems: [] } | { flow?: undefined; problems: FlowProblem[] } {
  const shape = jsonShapeProblem(value, FLOW_JSON_LIMITS);
  if (shape !== undefined) return { problems: [{ message: shape }] };
  if (!isObject(value)) return { problems: [{ message: 'A flow is an object' }] };
  const top = Object.keys(value)
    .filter((key) => !TOP_KEYS.includes(key))
    .map((key) => `Unknown property "${key}"`);
  if (value.schemaVersion !== FLOW_SCHEMA_VERSION) top.push(`schemaVersion: Expected ${FLOW_SCHEMA_VERSION}`);
  const name = fieldProblem(LABEL, value.name);
  if (name !== undefined) top.push(`name: ${name}`);
  for (const key of ['nodes', 'edges'] as const) {
    const list = value[key];
    if (!Array.isArray(list)) top.push(`${key}: Expected a list`);
    else if (list.length > FLOW_LIMITS[key]) top.push(`${key}: A list of at most ${FLOW_LIMITS[key]} items`);
  }
  if (!isObject(value.settings)) top.push('settings: Expected an object');
  else top.push(...objectProblems(value.settings, SETTINGS).map((problem) => `settings.${problem}`));
  if (top.length > 0) return { problems: top.map((message) => ({ message })) };
  const ids = new Set<string>();
  const problems = (value.nodes as unknown[]).flatMap((node, index) => nodeProblems(node, index, ids));
  if (problems.length > 0) return { problems };
  const flow = value as unknown as Flow;
  const edges = edgeProblems(flow);
  return edges.length > 0 ? { problems: edges } : { flow, problems: [] };
}
