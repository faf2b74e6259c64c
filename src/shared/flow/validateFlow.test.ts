// @vitest-environment node
import type { Flow, FlowNode } from './flowModel';
import { sampleFlow } from './flowFixtures';
import { validateFlow } from './validateFlow';

const context = { components: ['Identification'], intentsOf: () => ['sales', 'support'] };
const node = (flow: Flow, id: string) => flow.nodes.find((item) => item.id === id) as FlowNode;

describe('validateFlow', () => {
  it('finds nothing wrong with a sound flow', () => {
    expect(validateFlow(sampleFlow(), context)).toEqual([]);
  });

  it('needs one start node', () => {
    const flow = sampleFlow();
    flow.nodes.push({ id: 'start2', label: 'Again', type: 'start' });
    flow.edges.push({ from: 'start2', to: 'end' });
    expect(validateFlow(flow, context)).toContainEqual({
      node: 'start2',
      message: '"Again" is a second start node',
    });
    flow.nodes = flow.nodes.filter((item) => item.type !== 'start');
    expect(validateFlow(flow, context)[0]).toEqual({ message: 'The flow has no start node' });
  });

  it('reports nodes the start does not reach', () => {
    const flow = sampleFlow();
    flow.nodes.push({ id: 'lost', label: 'Lost', type: 'end' });
    expect(validateFlow(flow, context)).toEqual([
      { node: 'lost', message: '"Lost" cannot be reached from the start' },
    ]);
  });

  it('reports required ports left unconnected', () => {
    const flow = sampleFlow();
    flow.edges = flow.edges.filter((edge) => edge.port !== 'timeout' && edge.port !== 'intent:support');
    expect(validateFlow(flow, context)).toEqual([
      { node: 'identify', message: '"Identify" cannot be reached from the start' },
      { node: 'transfer', message: '"Transfer" cannot be reached from the start' },
      { node: 'menu', message: 'Port "intent:support" of "Menu" is not connected' },
      { node: 'menu', message: 'Port "timeout" of "Menu" is not connected' },
    ]);
  });

  it('reports a listen node without intents, and intents with no grammar phrases', () => {
    const flow = sampleFlow();
    Object.assign(node(flow, 'menu'), { grammar: { sales: ['1'] } });
    expect(validateFlow(flow, context)).toEqual([
      { node: 'menu', message: 'Intent "support" of "Menu" has no grammar phrases' },
    ]);
    Object.assign(node(flow, 'menu'), { intents: [] });
    flow.edges = flow.edges.filter((edge) => !edge.port?.startsWith('intent:'));
    expect(validateFlow(flow, context)).toContainEqual({
      node: 'menu',
      message: '"Menu" listens for no intent',
    });
  });

  it('reports intents the NLP model does not know', () => {
    const flow = sampleFlow();
    delete (node(flow, 'menu') as { grammar?: unknown }).grammar;
    expect(validateFlow(flow, { ...context, intentsOf: () => ['sales'] })).toEqual([
      { node: 'menu', message: 'Intent "support" of "Menu" is not in the NLP model' },
    ]);
  });

  it('reports unknown components', () => {
    expect(validateFlow(sampleFlow(), { ...context, components: ['Payment'] })).toEqual([
      { node: 'identify', message: '"Identify" uses the unknown component "Identification"' },
    ]);
  });

  it('reports grammar records and audio assets the tenant does not have, at their nodes', () => {
    const flow = sampleFlow();
    Object.assign(node(flow, 'menu'), { grammarName: 'Menu words' });
    flow.nodes.push({ id: 'chime', label: 'Chime', type: 'playAudio', audio: 'Chime' });
    flow.edges = flow.edges.map((edge) => (edge.from === 'start' ? { ...edge, to: 'chime' } : edge));
    flow.edges.push({ from: 'chime', to: 'greeting' });
    const known = { ...context, grammars: ['Yes/No'], audio: ['Hold music'] };
    expect(validateFlow(flow, known)).toEqual([
      { node: 'menu', message: '"Menu" uses the unknown grammar "Menu words"' },
      { node: 'chime', message: '"Chime" uses the unknown audio asset "Chime"' },
    ]);
    expect(validateFlow(flow, { ...context, grammars: ['Menu words'], audio: ['Chime'] })).toEqual([]);
  });

  it('leaves intents to a grammar record: its lines cover them in order', () => {
    const flow = sampleFlow();
    Object.assign(node(flow, 'menu'), { grammar: undefined, grammarName: 'Menu words' });
    expect(validateFlow(flow, { ...context, intentsOf: () => [] })).toEqual([]);
  });

  it('reports a loop without a listen node, but not one through a listen node', () => {
    const flow = sampleFlow();
    flow.nodes.push({
      id: 'check',
      label: 'Check',
      type: 'condition',
      variable: 'tries',
      operator: 'lessThan',
      value: '3',
    });
    flow.edges = flow.edges.filter((edge) => edge.from !== 'sms');
    flow.edges.push(
      { from: 'sms', to: 'check' },
      { from: 'check', to: 'sms', port: 'true' },
      { from: 'check', to: 'end', port: 'false' },
    );
    expect(validateFlow(flow, context)).toEqual([
      { node: 'sms', message: 'The loop "Sales SMS" → "Check" has no listen node' },
    ]);
    // The sample's own loop Menu → Sorry → Menu waits for the caller, so it is fine (the first case).
  });
});
