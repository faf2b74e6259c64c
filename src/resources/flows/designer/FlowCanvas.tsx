import {
  applyEdgeChanges,
  applyNodeChanges,
  Background,
  Controls,
  ReactFlow,
  type Edge,
  type EdgeChange,
  type NodeChange,
} from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { useMemo, useState } from 'react';
import type { Flow, FlowProblem } from '../../../shared/flow/flowModel';
import { problemsByNode, toCanvasEdges, toCanvasNodes, withMeasured, type CanvasNode } from './canvasMapping';
import type { Point } from './flowEdits';
import { FlowNodeView } from './FlowNodeView';

const NODE_TYPES = { flowNode: FlowNodeView };

export interface FlowCanvasProps {
  flow: Flow;
  selected: string[];
  problems: FlowProblem[];
  /** The node a test call is on (issue 33.5): highlighted. */
  activeNodeId?: string;
  readOnly?: boolean;
  onSelect?: (ids: string[]) => void;
  onMove?: (id: string, position: Point) => void;
  onConnect?: (from: string, port: string, to: string) => void;
  /** Deleted nodes and the ports whose connections were deleted, as one change. */
  onRemove?: (ids: string[], ports: { from: string; port: string }[]) => void;
}

/**
 * The flow on a React Flow canvas. The model is the truth: React Flow's own changes (measuring, dragging) play on a
 * local copy and only finished moves, connections, removals and selections go back to the designer.
 */
/** React Flow's stock option for its attribution link. */
const PRO_OPTIONS = { hideAttribution: true };

export function FlowCanvas(props: FlowCanvasProps) {
  const { flow, selected, problems, activeNodeId, readOnly = false } = props;
  const built = useMemo(
    () => toCanvasNodes(flow, { selected, problems: problemsByNode(problems), activeNodeId }),
    [flow, selected, problems, activeNodeId],
  );
  const [nodes, setNodes] = useState<CanvasNode[]>(built);
  const [edges, setEdges] = useState<Edge[]>(() => toCanvasEdges(flow));
  // The model changed: rebuild the local copy during render (React's pattern for state derived from props).
  const [source, setSource] = useState({ built, flow });
  if (source.built !== built) {
    setSource({ built, flow });
    setNodes(withMeasured(built, nodes));
    if (source.flow !== flow) setEdges(toCanvasEdges(flow));
  }

  const onNodesChange = (changes: NodeChange<CanvasNode>[]) => {
    setNodes((current) => applyNodeChanges(changes, current));
    for (const change of changes)
      if (change.type === 'position' && change.dragging === false && change.position)
        props.onMove?.(change.id, change.position);
    const selection = changes.filter((change) => change.type === 'select');
    if (selection.length > 0) {
      const ids = new Set(selected);
      for (const change of selection)
        if (change.selected) ids.add(change.id);
        else ids.delete(change.id);
      props.onSelect?.([...ids]);
    }
  };

  const onEdgesChange = (changes: EdgeChange[]) => setEdges((current) => applyEdgeChanges(changes, current));

  return (
    <ReactFlow
      nodes={nodes}
      edges={edges}
      // Its corner link is an 11 px high target (WCAG 2.5.8); React Flow is credited in docs/flow-designer.md.
      proOptions={PRO_OPTIONS}
      nodeTypes={NODE_TYPES}
      onNodesChange={onNodesChange}
      onEdgesChange={onEdgesChange}
      onDelete={({ nodes: gone, edges: cut }) =>
        props.onRemove?.(
          gone.map((node) => node.id),
          cut.map((edge) => ({ from: edge.source, port: edge.sourceHandle ?? 'next' })),
        )
      }
      onConnect={({ source, sourceHandle, target }) =>
        props.onConnect?.(source, sourceHandle ?? 'next', target)
      }
      nodesDraggable={!readOnly}
      nodesConnectable={!readOnly}
      deleteKeyCode={readOnly ? null : ['Delete', 'Backspace']}
      fitView
      minZoom={0.2}
    >
      <Background />
      <Controls showInteractive={false} />
    </ReactFlow>
  );
}
