// @vitest-environment node
import { sampleFlow } from '../../../shared/flow/flowFixtures';
import { validateFlow } from '../../../shared/flow/validateFlow';
import { diffFlowContent } from '../../../shared/flowDiff';
import { problemsByNode, toCanvasEdges, toCanvasNodes, withMeasured } from './canvasMapping';
import { layoutFlow, NODE_SIZE, placed } from './flowLayout';

describe('graph to canvas', () => {
  it('maps nodes with their ports, selection, problems and the active node', () => {
    const flow = sampleFlow();
    flow.nodes.push({ id: 'lost', label: 'Lost', type: 'end' });
    const nodes = toCanvasNodes(flow, {
      selected: ['menu'],
      problems: problemsByNode(validateFlow(flow)),
      activeNodeId: 'greeting',
    });
    const menu = nodes.find((node) => node.id === 'menu')!;
    expect(menu).toMatchObject({ type: 'flowNode', selected: true, ariaLabel: 'Menu (listen)' });
    expect(menu.data.ports).toEqual(['intent:sales', 'intent:support', 'noMatch', 'timeout']);
    expect(nodes.find((node) => node.id === 'transfer')!.data.ports).toEqual(['failed']);
    expect(nodes.find((node) => node.id === 'greeting')!.data.active).toBe(true);
    expect(nodes.find((node) => node.id === 'lost')!.data.problems).toEqual([
      '"Lost" cannot be reached from the start',
    ]);
  });

  it('maps edges from the port handle, labelled by any port but next', () => {
    const edges = toCanvasEdges(sampleFlow());
    expect(edges[0]).toMatchObject({
      id: 'start:next',
      source: 'start',
      sourceHandle: 'next',
      target: 'greeting',
    });
    expect(edges[0].label).toBeUndefined();
    expect(edges.find((edge) => edge.id === 'menu:noMatch')).toMatchObject({
      target: 'sorry',
      label: 'noMatch',
    });
    expect(new Set(edges.map((edge) => edge.id)).size).toBe(edges.length);
  });

  it('keeps measured sizes across a rebuild', () => {
    const flow = sampleFlow();
    const options = { selected: [], problems: new Map() };
    const before = toCanvasNodes(flow, options).map((node) => ({
      ...node,
      measured: { width: 1, height: 2 },
    }));
    expect(withMeasured(toCanvasNodes(flow, options), before)[0].measured).toEqual({ width: 1, height: 2 });
  });
});

describe('layout', () => {
  it('places every node top to bottom along the call, without overlaps', () => {
    const flow = layoutFlow(sampleFlow());
    const at = (id: string) => flow.nodes.find((node) => node.id === id)!.position!;
    expect(at('start').y).toBeLessThan(at('greeting').y);
    expect(at('greeting').y).toBeLessThan(at('menu').y);
    const boxes = flow.nodes.map((node) => node.position!);
    for (const [i, a] of boxes.entries())
      for (const b of boxes.slice(i + 1))
        expect(Math.abs(a.x - b.x) >= NODE_SIZE.width || Math.abs(a.y - b.y) >= NODE_SIZE.height).toBe(true);
  });

  it('lays out only contents that lack positions', () => {
    const laid = layoutFlow(sampleFlow());
    expect(placed(laid)).toBe(laid);
    expect(placed(sampleFlow()).nodes.every((node) => node.position)).toBe(true);
  });
});

describe('semantic diff of designed versions', () => {
  it('lists nodes added, removed and changed by id and kind, not nodes only moved on the canvas', () => {
    const before = layoutFlow(sampleFlow());
    const after = structuredClone(before);
    after.nodes[1] = { ...after.nodes[1], position: { x: 999, y: 999 } };
    after.nodes = after.nodes.filter((node) => node.id !== 'sorry');
    after.nodes.push({
      id: 'say1',
      label: 'Hours',
      type: 'say',
      text: 'Open at nine',
      position: { x: 0, y: 0 },
    });
    const menu = after.nodes.find((node) => node.id === 'menu')!;
    Object.assign(menu, { timeoutMs: 8000 });
    const nodes = diffFlowContent(before, after).nodes.map(({ id, type, change }) => [id, type, change]);
    expect(nodes).toEqual([
      ['menu', 'listen', 'changed'],
      ['say1', 'say', 'added'],
      ['sorry', 'say', 'removed'],
    ]);
  });
});
