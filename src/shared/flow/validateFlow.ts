import { portOf, portsOf, type Flow, type FlowNode, type FlowProblem } from './flowModel';
import { stronglyConnected } from './flowGraph';

/** What the flow refers to outside itself; a rule whose context is absent is not checked. */
export interface FlowContext {
  /** Names of the tenant's components (subflows). */
  components?: readonly string[];
  /** Names of the tenant's grammar records (listen nodes' `grammarName`). */
  grammars?: readonly string[];
  /** Names of the tenant's audio assets (playAudio nodes' `audio`). */
  audio?: readonly string[];
  /** The intents an NLP model knows (`undefined` model: the tenant's default model), or undefined if unknown. */
  intentsOf?: (model: string | undefined) => readonly string[] | undefined;
}

const startProblems = (flow: Flow): FlowProblem[] => {
  const starts = flow.nodes.filter((node) => node.type === 'start');
  if (starts.length === 0) return [{ message: 'The flow has no start node' }];
  return starts
    .slice(1)
    .map((node) => ({ node: node.id, message: `"${node.label}" is a second start node` }));
};

/** Nodes no path from the start reaches. */
function unreachable(flow: Flow): FlowProblem[] {
  const start = flow.nodes.find((node) => node.type === 'start');
  if (!start) return [];
  const seen = new Set([start.id]);
  const queue = [start.id];
  while (queue.length > 0) {
    const id = queue.shift()!;
    for (const edge of flow.edges)
      if (edge.from === id && !seen.has(edge.to)) {
        seen.add(edge.to);
        queue.push(edge.to);
      }
  }
  return flow.nodes
    .filter((node) => !seen.has(node.id))
    .map((node) => ({ node: node.id, message: `"${node.label}" cannot be reached from the start` }));
}

function openPorts(flow: Flow): FlowProblem[] {
  const connected = new Set(flow.edges.map((edge) => `${edge.from}\n${portOf(edge)}`));
  return flow.nodes.flatMap((node) =>
    portsOf(node)
      .required.filter((port) => !connected.has(`${node.id}\n${port}`))
      .map((port) => ({ node: node.id, message: `Port "${port}" of "${node.label}" is not connected` })),
  );
}

function intentProblems(node: FlowNode, context: FlowContext): FlowProblem[] {
  if (node.type !== 'listen') return [];
  const at = (message: string) => ({ node: node.id, message });
  const intents = node.intents ?? [];
  if (intents.length === 0) return [at(`"${node.label}" listens for no intent`)];
  // A grammar record maps its lines to the intents (grammarRecords.ts): every intent may be covered there.
  if (node.grammarName) return [];
  if (node.grammar) {
    const missing = intents.filter((intent) => !Object.hasOwn(node.grammar!, intent));
    return missing.map((intent) => at(`Intent "${intent}" of "${node.label}" has no grammar phrases`));
  }
  const known = context.intentsOf?.(node.model);
  if (!known) return [];
  return intents
    .filter((intent) => !known.includes(intent))
    .map((intent) => at(`Intent "${intent}" of "${node.label}" is not in the NLP model`));
}

/** Records a node names that the tenant does not have: components, grammar records, audio assets. */
function referenceProblems(node: FlowNode, context: FlowContext): FlowProblem[] {
  const [what, name, known] =
    node.type === 'subflow'
      ? ['component', node.component, context.components]
      : node.type === 'listen'
        ? ['grammar', node.grammarName, context.grammars]
        : node.type === 'playAudio'
          ? ['audio asset', node.audio, context.audio]
          : [];
  return name && known && !known.includes(name)
    ? [{ node: node.id, message: `"${node.label}" uses the unknown ${what} "${name}"` }]
    : [];
}

/** Loops the caller cannot leave: a cycle with no listen node would run forever without waiting for input. */
function silentCycles(flow: Flow): FlowProblem[] {
  const byId = new Map(flow.nodes.map((node) => [node.id, node]));
  return stronglyConnected(flow)
    .filter((ids) => ids.length > 1 || flow.edges.some((edge) => edge.from === ids[0] && edge.to === ids[0]))
    .filter((ids) => !ids.some((id) => byId.get(id)?.type === 'listen'))
    .map((ids) => ({
      node: ids[0],
      message: `The loop ${ids.map((id) => `"${byId.get(id)?.label ?? id}"`).join(' → ')} has no listen node`,
    }));
}

/**
 * The graph rules of a parsed flow, each problem naming its node: one start, every node reachable, every required
 * port connected, every listened-for intent known, every component, grammar record and audio asset known, no loop without a listen node.
 */
export function validateFlow(flow: Flow, context: FlowContext = {}): FlowProblem[] {
  return [
    ...startProblems(flow),
    ...unreachable(flow),
    ...openPorts(flow),
    ...flow.nodes.flatMap((node) => [...intentProblems(node, context), ...referenceProblems(node, context)]),
    ...silentCycles(flow),
  ];
}
