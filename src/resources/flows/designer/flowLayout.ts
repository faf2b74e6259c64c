import dagre from '@dagrejs/dagre';
import { portOf, type Flow } from '../../../shared/flow/flowModel';

/** The size every node is laid out with (the node view keeps to about this size). */
export const NODE_SIZE = { width: 220, height: 90 } as const;

/**
 * The flow with every node placed by dagre, top to bottom in the order the call runs; positions are node
 * top-left corners, as the canvas expects.
 */
export function layoutFlow(flow: Flow): Flow {
  const graph = new dagre.graphlib.Graph({ multigraph: true });
  graph.setGraph({ rankdir: 'TB', nodesep: 40, ranksep: 60 });
  graph.setDefaultEdgeLabel(() => ({}));
  for (const node of flow.nodes) graph.setNode(node.id, { ...NODE_SIZE });
  for (const edge of flow.edges) graph.setEdge(edge.from, edge.to, {}, portOf(edge));
  dagre.layout(graph);
  return {
    ...flow,
    nodes: flow.nodes.map((node) => {
      const { x, y } = graph.node(node.id);
      return {
        ...node,
        position: { x: Math.round(x - NODE_SIZE.width / 2), y: Math.round(y - NODE_SIZE.height / 2) },
      };
    }),
  };
}

/** The flow as stored, laid out when any node has no position yet (seeded and upgraded contents have none). */
export const placed = (flow: Flow): Flow =>
  flow.nodes.every((node) => node.position) ? flow : layoutFlow(flow);
