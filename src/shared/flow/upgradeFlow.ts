import { FLOW_SCHEMA_VERSION, type FlowEdge, type FlowNode } from './flowModel';
import { isObject, parseFlow } from './parseFlow';

type Item = Record<string, unknown>;
const str = (value: unknown, fallback = '') => (typeof value === 'string' && value !== '' ? value : fallback);

/** The yes/no question of a schema 2 `ask` step: its answer as a small grammar (words or keys 1/2). */
const YES_NO = { yes: ['yes', '1'], no: ['no', '2'] };

/**
 * A schema 2 node (the seeded contents: start, say, ask, condition, sms, subflow, hangup, chained one after the
 * other) as model nodes; `exits` are the ports that lead on to whatever the old node led to.
 */
function upgradeNode(
  old: Item,
  timeoutMs: number,
): { nodes: FlowNode[]; inner: FlowEdge[]; exits: FlowEdge[] } {
  const id = str(old.id);
  const label = str(old.label, id);
  const text = str(old.text, label);
  const exit = (port = 'next', from = id) => ({ from, to: '', port });
  switch (old.type) {
    case 'start':
      return { nodes: [{ id, label, type: 'start' }], inner: [], exits: [exit()] };
    case 'ask': {
      const answer = `${id}-answer`;
      const listen: FlowNode = {
        id: answer,
        label: `${label}: answer`,
        type: 'listen',
        input: 'speechOrDtmf',
        intents: Object.keys(YES_NO),
        grammar: structuredClone(YES_NO),
        timeoutMs,
      };
      const ports = ['intent:yes', 'intent:no', 'noMatch', 'timeout'];
      return {
        nodes: [{ id, label, type: 'say', text }, listen],
        inner: [{ from: id, to: answer, port: 'next' }],
        exits: ports.map((port) => exit(port, answer)),
      };
    }
    case 'condition':
      return {
        nodes: [{ id, label, type: 'condition', variable: 'lastIntent', operator: 'equals', value: 'yes' }],
        inner: [],
        exits: [exit('true'), exit('false')],
      };
    case 'sms':
      return {
        nodes: [{ id, label, type: 'sendSms', to: '{{callerNumber}}', text }],
        inner: [],
        exits: [exit()],
      };
    case 'subflow':
      return {
        nodes: [{ id, label, type: 'subflow', component: str(old.component, label) }],
        inner: [],
        exits: [exit()],
      };
    case 'hangup':
      return { nodes: [{ id, label, type: 'end' }], inner: [], exits: [] };
    default:
      return { nodes: [{ id, label, type: 'say', text }], inner: [], exits: [exit()] };
  }
}

/**
 * A flow version's content in the current model: schema 3 contents as they are, schema 2 ones (seeded before the
 * model existed) converted node by node, ids kept so history diffs still match nodes. Anything else is returned
 * untouched for `parseFlow` to refuse.
 */
export function upgradeFlow(content: unknown): unknown {
  if (!isObject(content) || content.schemaVersion !== 2) return content;
  if (!Array.isArray(content.nodes) || !Array.isArray(content.edges) || !isObject(content.settings))
    return content;
  const timeoutMs = Math.max(500, Math.min(60_000, Number(content.settings.silenceTimeoutMs) || 5000));
  const converted = new Map(
    content.nodes.filter(isObject).map((node) => [str(node.id), upgradeNode(node, timeoutMs)]),
  );
  const nodes = [...converted.values()].flatMap((item) => item.nodes);
  const edges: FlowEdge[] = [...converted.values()].flatMap((item) => item.inner);
  for (const edge of content.edges.filter(isObject)) {
    const target = converted.get(str(edge.to))?.nodes[0]?.id;
    if (target === undefined) continue;
    // Each port leads to the first target of the old node; later edges from it (none in the seeds) are dropped.
    for (const exit of converted.get(str(edge.from))?.exits ?? [])
      if (!edges.some((done) => done.from === exit.from && done.port === exit.port))
        edges.push({ ...exit, to: target });
  }
  return { schemaVersion: FLOW_SCHEMA_VERSION, name: content.name, nodes, edges, settings: content.settings };
}

/** A stored content read as a flow: upgraded, then parsed strictly. */
export const readFlow = (content: unknown) => parseFlow(upgradeFlow(content));
