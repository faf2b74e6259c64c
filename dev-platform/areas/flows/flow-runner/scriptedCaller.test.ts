// @vitest-environment node
import type { ListenNode } from './flowRun';
import { scriptedCaller, simulatedCaller, SIMULATED_ANSWERS } from './scriptedCaller';

const menu = (input: ListenNode['input']): ListenNode => ({
  id: 'menu',
  label: 'Menu',
  type: 'listen',
  input,
  intents: ['sales', 'support'],
  grammar: { sales: ['sales', '1'], support: ['support', '2'] },
  timeoutMs: 5000,
});

describe('callers', () => {
  it('answers from a script, keys after #, then stays silent', async () => {
    const caller = scriptedCaller(['hello', '#12']);
    expect(await caller()).toEqual({ kind: 'text', text: 'hello' });
    expect(await caller()).toEqual({ kind: 'dtmf', digits: '12' });
    expect(await caller()).toEqual({ kind: 'timeout' });
  });

  it("answers simulated calls with one of the node's phrases or keys, then stays silent", async () => {
    // 0.5: not silent (≥ 0.2), the second intent, its second phrase (the key).
    const caller = simulatedCaller(() => 0.5);
    expect(await caller(menu('speech'))).toEqual({ kind: 'text', text: 'support' });
    expect(await caller(menu('speechOrDtmf'))).toEqual({ kind: 'dtmf', digits: '2' });
    expect(await caller(menu('dtmf'))).toEqual({ kind: 'dtmf', digits: '2' });
    for (let i = 3; i < SIMULATED_ANSWERS; i++) await caller(menu('speech'));
    expect(await caller(menu('speech'))).toEqual({ kind: 'timeout' });
    expect(await simulatedCaller(() => 0.1)(menu('speech'))).toEqual({ kind: 'timeout' });
  });
});
