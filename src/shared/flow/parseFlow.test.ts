// @vitest-environment node
import { FLOW_LIMITS } from './flowModel';
import { sampleFlow } from './flowFixtures';
import { parseFlow } from './parseFlow';

const messages = (value: unknown) => parseFlow(value).problems.map((problem) => problem.message);

describe('parseFlow', () => {
  it('accepts a flow of the model as it is', () => {
    const flow = sampleFlow();
    expect(parseFlow(flow)).toEqual({ flow, problems: [] });
  });

  it('refuses unknown properties, on the flow and on a node', () => {
    expect(messages({ ...sampleFlow(), extra: 1 })).toEqual(['Unknown property "extra"']);
    const flow = sampleFlow();
    Object.assign(flow.nodes[1], { script: 'x' });
    expect(parseFlow(flow).problems).toEqual([{ node: 'greeting', message: 'Unknown property "script"' }]);
  });

  it('checks each field of a node by its kind, without coercion', () => {
    const flow = sampleFlow();
    Object.assign(flow.nodes[2], { timeoutMs: '5000' });
    Object.assign(flow.nodes[6], { mode: 'Cold' });
    expect(parseFlow(flow).problems).toEqual([
      { node: 'menu', message: expect.stringMatching(/^timeoutMs: /) },
      { node: 'transfer', message: 'mode: Expected one of Attend, Blind' },
    ]);
  });

  it('reads record references as names: a grammar record optional, an audio asset required', () => {
    const flow = sampleFlow();
    Object.assign(flow.nodes[2], { grammarName: 'Yes/No' });
    expect(parseFlow(flow).problems).toEqual([]);
    Object.assign(flow.nodes[2], { grammarName: 7 });
    flow.nodes.push({ id: 'chime', label: 'Chime', type: 'playAudio', audio: ' ' });
    expect(parseFlow(flow).problems).toEqual([
      { node: 'menu', message: expect.stringMatching(/^grammarName: /) },
      { node: 'chime', message: expect.stringMatching(/^audio: /) },
    ]);
  });

  it('names unknown node types and repeated ids', () => {
    const flow = sampleFlow();
    flow.nodes.push({ ...flow.nodes[0], id: 'greeting' }, { id: 'x', label: 'X', type: 'fax' } as never);
    expect(parseFlow(flow).problems).toEqual([
      { node: 'greeting', message: 'Node id "greeting" is used twice' },
      { node: 'x', message: 'Unknown node type "fax"' },
    ]);
  });

  it('refuses edges to unknown nodes, from ports a node lacks and twice from one port', () => {
    const flow = sampleFlow();
    flow.edges.push(
      { from: 'sms', to: 'nowhere', port: 'failed' },
      { from: 'greeting', to: 'end', port: 'intent:sales' },
      { from: 'start', to: 'end' },
    );
    expect(messages(flow)).toEqual([
      'Edge to unknown node "nowhere"',
      '"Greeting" has no port "intent:sales"',
      'Port "next" of "Start" is connected twice',
    ]);
  });

  it('bounds the number of nodes and the nesting', () => {
    const flow = sampleFlow();
    const many = Array.from({ length: FLOW_LIMITS.nodes + 1 }, (_, i) => ({
      id: `n${i}`,
      label: 'N',
      type: 'end',
    }));
    expect(messages({ ...flow, nodes: many })).toEqual([
      `nodes: A list of at most ${FLOW_LIMITS.nodes} items`,
    ]);
    let deep: unknown = 'phrase';
    for (let i = 0; i < 10; i++) deep = [deep];
    Object.assign(flow.nodes[2], { grammar: { sales: deep } });
    expect(messages(flow)).toEqual([expect.stringMatching(/^JSON nesting deeper than/)]);
  });

  it('refuses another schema version and missing parts', () => {
    expect(messages({ schemaVersion: 2, name: 'Old', nodes: [], edges: [], settings: {} })).toEqual([
      'schemaVersion: Expected 3',
      'settings.silenceTimeoutMs: Field is required',
      'settings.bargeIn: Field is required',
    ]);
    expect(messages(null)).toEqual(['A flow is an object']);
  });
});
