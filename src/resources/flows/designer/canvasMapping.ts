import type { Edge, Node } from '@xyflow/react';
import { portOf, portsOf, type Flow, type FlowNode, type FlowProblem } from '../../../shared/flow/flowModel';

/** What a node view shows: the model node, its output ports, its problems and whether a test call is on it. */
export type FlowNodeData = {
  node: FlowNode;
  ports: string[];
  problems: string[];
  active: boolean;
};

export type CanvasNode = Node<FlowNodeData, 'flowNode'>;

/** The canvas id of an edge: one connection per output port, so `from` and its port name it. */
export const edgeId = (from: string, port: string) => `${from}:${port}`;

/** Problems grouped by the node they name (edges' problems go to their source node); the rest under ''. */
export function problemsByNode(problems: readonly FlowProblem[]): Map<string, string[]> {
  const grouped = new Map<string, string[]>();
  for (const problem of problems) {
    const key = problem.node ?? '';
    grouped.set(key, [...(grouped.get(key) ?? []), problem.message]);
  }
  return grouped;
}

/** The model's nodes as React Flow nodes (id, position, selection and the data the node view shows). */
export function toCanvasNodes(
  flow: Flow,
  options: { selected: readonly string[]; problems: Map<string, string[]>; activeNodeId?: string },
): CanvasNode[] {
  return flow.nodes.map((node) => {
    const { required, optional } = portsOf(node);
    return {
      id: node.id,
      type: 'flowNode',
      position: node.position ?? { x: 0, y: 0 },
      selected: options.selected.includes(node.id),
      ariaLabel: `${node.label} (${node.type})`,
      data: {
        node,
        ports: [...required, ...optional],
        problems: options.problems.get(node.id) ?? [],
        active: node.id === options.activeNodeId,
      },
    };
  });
}

/** The model's edges as React Flow edges from the port's handle; a port other than `next` labels its edge. */
export const toCanvasEdges = (flow: Flow): Edge[] =>
  flow.edges.map((edge) => {
    const port = portOf(edge);
    return {
      id: edgeId(edge.from, port),
      source: edge.from,
      sourceHandle: port,
      target: edge.to,
      label: port === 'next' ? undefined : port,
    };
  });

/** Keeps what React Flow measured of nodes across a rebuild from the model (it does not measure twice). */
export const withMeasured = (nodes: CanvasNode[], previous: readonly CanvasNode[]): CanvasNode[] => {
  const measured = new Map(previous.map((node) => [node.id, node.measured]));
  return nodes.map((node) => (measured.get(node.id) ? { ...node, measured: measured.get(node.id) } : node));
};
