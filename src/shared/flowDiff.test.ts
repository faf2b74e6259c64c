import { changedProperties, diffFlowContent, isEmptyDiff } from './flowDiff';

const base = {
  schemaVersion: 2,
  name: 'Billing',
  nodes: [
    { id: 'start', type: 'start', label: 'Start' },
    { id: 'n1', type: 'say', label: 'Step 1', text: 'Hello' },
    { id: 'end', type: 'hangup', label: 'Goodbye' },
  ],
  edges: [
    { from: 'start', to: 'n1' },
    { from: 'n1', to: 'end' },
  ],
  settings: { silenceTimeoutMs: 5000, bargeIn: true },
};

describe('diffFlowContent', () => {
  it('is empty for the same content and for two unreadable contents', () => {
    expect(isEmptyDiff(diffFlowContent(base, structuredClone(base)))).toBe(true);
    expect(diffFlowContent('x', null)).toEqual({ nodes: [], edges: [], settings: [], other: [] });
  });

  it('reports a changed node with only its changed properties, before and after', () => {
    const after = structuredClone(base);
    after.nodes[1] = { id: 'n1', type: 'ask', label: 'Step 1', text: 'Hello?' };
    expect(diffFlowContent(base, after).nodes).toEqual([
      {
        id: 'n1',
        label: 'Step 1',
        type: 'ask',
        change: 'changed',
        properties: [
          { property: 'type', before: 'say', after: 'ask' },
          { property: 'text', before: 'Hello', after: 'Hello?' },
        ],
      },
    ]);
  });

  it('reports added and removed nodes and the rewired edges', () => {
    const after = structuredClone(base);
    after.nodes.splice(2, 0, { id: 'n2', type: 'sms', label: 'Step 2', text: 'Sent' });
    after.edges = [
      { from: 'start', to: 'n1' },
      { from: 'n1', to: 'n2' },
      { from: 'n2', to: 'end' },
    ];
    const diff = diffFlowContent(base, after);
    expect(diff.nodes).toMatchObject([{ id: 'n2', change: 'added', properties: expect.any(Array) }]);
    expect(diff.edges.map((edge) => [edge.id, edge.change])).toEqual([
      ['n1→n2', 'added'],
      ['n2→end', 'added'],
      ['n1→end', 'removed'],
    ]);
    expect(diff.edges[0].label).toBe('Step 1 → Step 2');
    const back = diffFlowContent(after, base);
    expect(back.edges.find((edge) => edge.id === 'n2→end')?.label).toBe('Step 2 → Goodbye');
    expect(back.nodes).toMatchObject([{ id: 'n2', change: 'removed', label: 'Step 2' }]);
    expect(back.nodes[0].properties).toContainEqual({ property: 'text', before: 'Sent', after: undefined });
  });

  it('reports settings and other top-level changes apart from nodes', () => {
    const after = {
      ...structuredClone(base),
      name: 'Billing 2',
      settings: { silenceTimeoutMs: 8000, bargeIn: true },
    };
    const diff = diffFlowContent(base, after);
    expect(diff.settings).toEqual([{ property: 'silenceTimeoutMs', before: 5000, after: 8000 }]);
    expect(diff.other).toEqual([{ property: 'name', before: 'Billing', after: 'Billing 2' }]);
  });

  it('keeps repeated node ids and edges apart instead of losing them', () => {
    const twice = { nodes: [{ id: 'a' }, { id: 'a', label: 'Second' }], edges: [] };
    const diff = diffFlowContent({ nodes: [{ id: 'a' }] }, twice);
    expect(diff.nodes).toMatchObject([{ id: 'a#2', change: 'added', label: 'Second' }]);
  });
});

describe('changedProperties', () => {
  it('compares nested values by content and skips the given keys', () => {
    expect(changedProperties({ id: 1, a: { b: 1 } }, { id: 2, a: { b: 1 } }, ['id'])).toEqual([]);
    expect(changedProperties({ a: [1] }, { a: [2] })).toEqual([{ property: 'a', before: [1], after: [2] }]);
  });
});
