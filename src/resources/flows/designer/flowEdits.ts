import {
  portOf,
  type Flow,
  type FlowEdge,
  type FlowNode,
  type NodeKind,
} from '../../../shared/flow/flowModel';

/** A node's position on the canvas (flow coordinates). */
export interface Point {
  x: number;
  y: number;
}

/** What copy keeps: the nodes and the connections among them. */
export interface Clipboard {
  nodes: FlowNode[];
  edges: FlowEdge[];
}

/** The properties a new node of each kind starts with (required texts empty: the panel asks for them). */
const DEFAULTS: { [K in NodeKind]: Omit<Extract<FlowNode, { type: K }>, 'id' | 'label' | 'type'> } = {
  start: {},
  say: { text: '' },
  playAudio: { audio: '' },
  listen: { input: 'speechOrDtmf', intents: [], timeoutMs: 5000 },
  condition: { variable: '', operator: 'equals', value: '' },
  setVariable: { variable: '', value: '' },
  sendSms: { to: '{{callerNumber}}', text: '' },
  sendEmail: { to: '', subject: '', text: '' },
  transfer: { mode: 'Blind', targetKind: 'queue', target: '' },
  agent: {},
  subflow: { component: '' },
  end: {},
};

/** The first free id `{prefix}{n}` (ids stay stable across versions, so the history diff matches nodes by id). */
export function freeId(flow: Flow, prefix: string): string {
  const taken = new Set(flow.nodes.map((node) => node.id));
  let n = 1;
  while (taken.has(`${prefix}${n}`)) n++;
  return `${prefix}${n}`;
}

/** A new node of a kind with a free id, a label such as "say 2" and its kind's starting properties. */
export function newNode(flow: Flow, kind: NodeKind, position: Point): FlowNode {
  const id = freeId(flow, kind);
  return {
    id,
    label: `${kind} ${id.slice(kind.length)}`,
    type: kind,
    position,
    ...DEFAULTS[kind],
  } as FlowNode;
}

/** Below the lowest node: where a node added from the palette appears when nothing says otherwise. */
export const freeSpot = (flow: Flow): Point => ({
  x: 0,
  y: Math.max(-120, ...flow.nodes.map((node) => node.position?.y ?? 0)) + 120,
});

export const addNode = (flow: Flow, node: FlowNode): Flow => ({ ...flow, nodes: [...flow.nodes, node] });

/** Leads `port` of `from` to `to`, replacing what that port led to (a port has one connection). */
export function connect(flow: Flow, from: string, port: string, to: string): Flow {
  const edges = flow.edges.filter((edge) => !(edge.from === from && portOf(edge) === port));
  const edge: FlowEdge = port === 'next' ? { from, to } : { from, to, port };
  return { ...flow, edges: [...edges, edge] };
}

export const disconnect = (flow: Flow, from: string, port: string): Flow =>
  removeElements(flow, [], [{ from, port }]);

/** A node's properties replaced (id and kind kept); empty optional texts are dropped rather than stored. */
export function updateNode(flow: Flow, id: string, properties: Record<string, unknown>): Flow {
  const nodes = flow.nodes.map((node) => {
    if (node.id !== id) return node;
    const next: Record<string, unknown> = { ...properties, id, type: node.type };
    if (node.position) next.position = node.position;
    for (const [key, value] of Object.entries(next))
      if (value === undefined || value === null) delete next[key];
    return next as unknown as FlowNode;
  });
  return { ...flow, nodes };
}

/** Removes nodes (with their connections) and the connections of some ports, as one change. */
export function removeElements(
  flow: Flow,
  ids: readonly string[],
  ports: readonly { from: string; port: string }[] = [],
): Flow {
  const gone = new Set(ids);
  const cut = new Set(ports.map(({ from, port }) => `${from}\n${port}`));
  return {
    ...flow,
    nodes: flow.nodes.filter((node) => !gone.has(node.id)),
    edges: flow.edges.filter(
      (edge) => !gone.has(edge.from) && !gone.has(edge.to) && !cut.has(`${edge.from}\n${portOf(edge)}`),
    ),
  };
}

export const moveNode = (flow: Flow, id: string, position: Point): Flow => ({
  ...flow,
  nodes: flow.nodes.map((node) => (node.id === id ? { ...node, position } : node)),
});

/** The selected nodes and the connections among them. */
export function copyNodes(flow: Flow, ids: readonly string[]): Clipboard {
  const chosen = new Set(ids);
  return structuredClone({
    nodes: flow.nodes.filter((node) => chosen.has(node.id)),
    edges: flow.edges.filter((edge) => chosen.has(edge.from) && chosen.has(edge.to)),
  });
}

const PASTE_OFFSET = 40;

/** Pastes copies with new free ids, shifted a little, their inner connections kept; answers the new ids too. */
export function pasteNodes(flow: Flow, clipboard: Clipboard): { flow: Flow; ids: string[] } {
  const renamed = new Map<string, string>();
  let next = flow;
  for (const node of clipboard.nodes) {
    const id = freeId(next, node.type);
    renamed.set(node.id, id);
    const position = node.position && {
      x: node.position.x + PASTE_OFFSET,
      y: node.position.y + PASTE_OFFSET,
    };
    next = addNode(next, { ...structuredClone(node), id, ...(position ? { position } : {}) });
  }
  const edges = clipboard.edges.map((edge) => ({
    ...edge,
    from: renamed.get(edge.from)!,
    to: renamed.get(edge.to)!,
  }));
  return { flow: { ...next, edges: [...next.edges, ...edges] }, ids: [...renamed.values()] };
}
