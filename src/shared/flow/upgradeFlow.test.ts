// @vitest-environment node
import { sampleFlow } from './flowFixtures';
import { readFlow, upgradeFlow } from './upgradeFlow';
import { validateFlow } from './validateFlow';

/** A schema 2 content as the platform seeded them before the model (dev-platform/areas/flows/flowContent.ts). */
const seeded = {
  schemaVersion: 2,
  name: 'Billing',
  nodes: [
    { id: 'start', type: 'start', label: 'Start' },
    { id: 'greeting', type: 'say', label: 'Greeting', text: 'Billing: hello' },
    { id: 'c2', type: 'subflow', label: 'Identification', component: 'Identification' },
    { id: 'n3', type: 'ask', label: 'Step 1', text: 'Is this about an invoice?' },
    { id: 'n4', type: 'condition', label: 'Step 2', text: 'Checking' },
    { id: 'n5', type: 'sms', label: 'Step 3', text: 'Your invoice' },
    { id: 'end', type: 'hangup', label: 'Goodbye' },
  ],
  edges: [
    { from: 'start', to: 'greeting' },
    { from: 'greeting', to: 'c2' },
    { from: 'c2', to: 'n3' },
    { from: 'n3', to: 'n4' },
    { from: 'n4', to: 'n5' },
    { from: 'n5', to: 'end' },
  ],
  settings: { silenceTimeoutMs: 4000, bargeIn: false },
};

describe('upgradeFlow', () => {
  it('turns a seeded schema 2 content into a valid flow, keeping node ids', () => {
    const { flow, problems } = readFlow(seeded);
    expect(problems).toEqual([]);
    expect(validateFlow(flow!, { components: ['Identification'] })).toEqual([]);
    expect(flow!.nodes.map((node) => `${node.id}:${node.type}`)).toEqual([
      'start:start',
      'greeting:say',
      'c2:subflow',
      'n3:say',
      'n3-answer:listen',
      'n4:condition',
      'n5:sendSms',
      'end:end',
    ]);
    expect(
      flow!.edges.filter((edge) => edge.from === 'n3-answer').map((edge) => `${edge.port}→${edge.to}`),
    ).toEqual(['intent:yes→n4', 'intent:no→n4', 'noMatch→n4', 'timeout→n4']);
    expect(flow!.nodes[4]).toMatchObject({ timeoutMs: 4000 });
  });

  it('leaves current contents and unknown shapes as they are', () => {
    const flow = sampleFlow();
    expect(upgradeFlow(flow)).toBe(flow);
    expect(upgradeFlow('text')).toBe('text');
  });
});
