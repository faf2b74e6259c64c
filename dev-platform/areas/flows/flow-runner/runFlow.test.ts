// @vitest-environment node
import {
  FLOW_SCHEMA_VERSION,
  type Flow,
  type FlowEdge,
  type FlowNode,
} from '../../../../src/shared/flow/flowModel';
import { sampleFlow } from '../../../../src/shared/flow/flowFixtures';
import { classify, train } from '../../nlp/classifier';
import { FlowEventType, type FlowEvent, type FlowRunOptions } from './flowRun';
import { runFlow } from './runFlow';
import { scriptedCaller } from './scriptedCaller';

const NAMES = Object.fromEntries(Object.entries(FlowEventType).map(([name, value]) => [value, name]));

const flowOf = (nodes: FlowNode[], edges: FlowEdge[], name = 'Test'): Flow => ({
  schemaVersion: FLOW_SCHEMA_VERSION,
  name,
  nodes: [{ id: 'start', label: 'Start', type: 'start' }, ...nodes],
  edges,
  settings: { silenceTimeoutMs: 5000, bargeIn: true },
});

const identification = flowOf(
  [
    { id: 'ask', label: 'Ask', type: 'say', text: 'Your customer number?' },
    { id: 'keep', label: 'Keep', type: 'setVariable', variable: 'customerId', value: '{{lastInput}}' },
    { id: 'back', label: 'Back', type: 'end' },
  ],
  [
    { from: 'start', to: 'ask' },
    { from: 'ask', to: 'keep' },
    { from: 'keep', to: 'back' },
  ],
  'Identification',
);

/** Runs a flow with a scripted caller; the events as `TYPE text` lines. */
async function call(flow: Flow, script: string[], options: Partial<FlowRunOptions> = {}) {
  const events: FlowEvent[] = [];
  const result = await runFlow(flow, {
    emit: (event) => events.push(event),
    listen: scriptedCaller(script),
    component: (name) => (name === 'Identification' ? identification : undefined),
    variables: { callerName: 'Ann', callerNumber: '+420600100200' },
    ...options,
  });
  return { ...result, events, lines: events.map((event) => `${NAMES[event.type]} ${event.text}`) };
}

describe('runFlow', () => {
  it('says, listens, matches a grammar phrase and follows its intent to an SMS and the hang-up', async () => {
    const { lines, outcome, events } = await call(sampleFlow(), ['Sales please']);
    expect(lines).toEqual([
      'ROBOT Hello Ann',
      'HUMAN Sales please',
      'DEBUG Intent sales',
      'SMS_SENT Our offers',
      'HANGUP Bot hung up',
    ]);
    expect(outcome).toBe('hangup');
    expect(events[0].data).toMatchObject({ node: 'greeting', language: 'en-GB' });
    expect(events[3].data).toMatchObject({ node: 'sms', to: '+420600100200' });
  });

  it('takes the no-match path, then DTMF into a subflow that returns, then a blind transfer', async () => {
    const { lines, outcome, variables } = await call(sampleFlow(), ['weather', '#2']);
    expect(lines).toEqual([
      'ROBOT Hello Ann',
      'HUMAN weather',
      'WARNING No intent matched',
      'ROBOT Sorry, again please.',
      'TONE_IN 2',
      'DEBUG Intent support',
      'SUBFLOW_START Identification',
      'ROBOT Your customer number?',
      'DEBUG customerId = 2',
      'SUBFLOW_END Identification',
      'CALL_TRANSFER Blind transfer to Support',
    ]);
    expect(outcome).toBe('transferred');
    expect(variables).toMatchObject({ customerId: '2', lastIntent: 'support' });
  });

  it('takes the timeout path when the caller stays silent', async () => {
    const { lines } = await call(sampleFlow(), []);
    expect(lines).toEqual(['ROBOT Hello Ann', 'WARNING No answer within 5 s', 'HANGUP Bot hung up']);
  });

  it('classifies speech with the NLP model when the listen node has no grammar', async () => {
    const classifier = train([
      { text: 'I want to buy something', category: 'sales' },
      { text: 'buy a new phone', category: 'sales' },
      { text: 'my phone is broken', category: 'support' },
      { text: 'something does not work', category: 'support' },
    ]);
    const flow = sampleFlow();
    delete (flow.nodes[2] as { grammar?: unknown }).grammar;
    const { lines } = await call(flow, ['my phone does not work', '#1'], {
      classify: (text) => classify(classifier, text),
    });
    expect(lines.slice(1, 4)).toEqual([
      'HUMAN my phone does not work',
      'DEBUG Intent support',
      'SUBFLOW_START Identification',
    ]);
  });

  it('plays audio, sets and tests variables, e-mails, and hands over when an attended transfer fails', async () => {
    const flow = flowOf(
      [
        { id: 'music', label: 'Music', type: 'playAudio', audio: 'hold.wav' },
        { id: 'tries', label: 'Tries', type: 'setVariable', variable: 'tries', value: '3' },
        {
          id: 'many',
          label: 'Many?',
          type: 'condition',
          variable: 'tries',
          operator: 'greaterThan',
          value: '2',
        },
        {
          id: 'mail',
          label: 'Mail',
          type: 'sendEmail',
          to: 'desk@example.com',
          subject: 'Call from {{callerName}}',
          text: 'Tries: {{tries}}',
        },
        {
          id: 'desk',
          label: 'Desk',
          type: 'transfer',
          mode: 'Attend',
          targetKind: 'number',
          target: '+420222333444',
        },
        { id: 'agent', label: 'Agent', type: 'agent', queue: 'Billing' },
      ],
      [
        { from: 'start', to: 'music' },
        { from: 'music', to: 'tries' },
        { from: 'tries', to: 'many' },
        { from: 'many', to: 'mail', port: 'true' },
        { from: 'many', to: 'agent', port: 'false' },
        { from: 'mail', to: 'desk' },
        { from: 'desk', to: 'agent', port: 'failed' },
      ],
    );
    const { lines, outcome, events } = await call(flow, [], { transferAnswered: () => false });
    expect(lines).toEqual([
      'AUDIO_PLAY hold.wav',
      'DEBUG tries = 3',
      'DEBUG tries greaterThan 2: true',
      'EMAIL_SENT Tries: 3',
      'CALL_TRANSFER Attend transfer to +420222333444',
      'WARNING +420222333444 did not answer',
      'AGENT Handed over to Billing',
    ]);
    expect(events[3].data).toMatchObject({ to: 'desk@example.com', subject: 'Call from Ann' });
    expect(outcome).toBe('agent');
  });

  it('keeps the synthesised audio of a say node with its ROBOT event', async () => {
    const { events } = await call(sampleFlow(), [], {
      synthesise: async (text, language) => ({ file: `${language}:${text.length}` }),
    });
    expect(events[0].data.audio).toEqual({ file: 'en-GB:9' });
  });

  it('reports an unknown component, a port leading nowhere and a run that never ends as errors', async () => {
    const unknown = flowOf(
      [{ id: 'sub', label: 'Sub', type: 'subflow', component: 'Gone' }],
      [{ from: 'start', to: 'sub' }],
    );
    expect((await call(unknown, [])).lines).toEqual(['ERROR Unknown component "Gone"', 'HANGUP Bot hung up']);
    const open = flowOf([{ id: 'hi', label: 'Hi', type: 'say', text: 'Hi' }], [{ from: 'start', to: 'hi' }]);
    expect((await call(open, [])).lines).toEqual([
      'ROBOT Hi',
      'ERROR Port "next" of "Hi" leads nowhere',
      'HANGUP Bot hung up',
    ]);
    const loop = flowOf(
      [{ id: 'again', label: 'Again', type: 'setVariable', variable: 'x', value: '1' }],
      [
        { from: 'start', to: 'again' },
        { from: 'again', to: 'again' },
      ],
    );
    const looping = await call(loop, [], { maxSteps: 5 });
    expect(looping.lines.slice(-2)).toEqual(['ERROR Stopped after 5 steps', 'HANGUP Bot hung up']);
    expect(looping.outcome).toBe('error');
  });

  it('tells which node the call is at, subflow nodes with the components entered', async () => {
    const visited: string[] = [];
    await call(sampleFlow(), ['#2'], {
      onNode: (node, path) => visited.push([...path, node.id].join('/')),
    });
    expect(visited).toEqual([
      'start',
      'greeting',
      'menu',
      'identify',
      'Identification/start',
      'Identification/ask',
      'Identification/keep',
      'Identification/back',
      'transfer',
    ]);
  });

  describe('platform records named by nodes', () => {
    const records = {
      grammar: (name: string) =>
        name === 'Yes/No' ? { kind: 'keywords' as const, content: 'yes|sure\nno|nope' } : undefined,
      audio: (name: string) =>
        name === 'Chime'
          ? { idAudioAsset: 7, mimeType: 'audio/wav', bytes: 8044, durationMs: 1000 }
          : undefined,
    };
    const yesNo = (grammarName: string) =>
      flowOf(
        [
          { id: 'chime', label: 'Chime', type: 'playAudio', audio: 'Chime' },
          {
            id: 'ask',
            label: 'Ask',
            type: 'listen',
            input: 'speech',
            intents: ['yes', 'no'],
            grammarName,
            timeoutMs: 5000,
          },
          { id: 'ok', label: 'OK', type: 'say', text: 'Booked' },
          { id: 'bye', label: 'Bye', type: 'say', text: 'Goodbye' },
          { id: 'end', label: 'End', type: 'end' },
        ],
        [
          { from: 'start', to: 'chime' },
          { from: 'chime', to: 'ask' },
          { from: 'ask', to: 'ok', port: 'intent:yes' },
          { from: 'ask', to: 'bye', port: 'intent:no' },
          { from: 'ask', to: 'bye', port: 'noMatch' },
          { from: 'ask', to: 'bye', port: 'timeout' },
          { from: 'ok', to: 'end' },
          { from: 'bye', to: 'end' },
        ],
      );

    it('plays the audio asset and matches the answer against the grammar record, never the NLP model', async () => {
      const nlp = vi.fn(() => [{ category: 'no', confidence: 1 }]);
      const { lines, events } = await call(yesNo('Yes/No'), ['Sure, thanks'], { ...records, classify: nlp });
      expect(lines).toEqual([
        'AUDIO_PLAY Chime',
        'HUMAN Sure, thanks',
        'DEBUG Intent yes',
        'ROBOT Booked',
        'HANGUP Bot hung up',
      ]);
      expect(events[0].data).toMatchObject({
        node: 'chime',
        audio: 'Chime',
        idAudioAsset: 7,
        durationMs: 1000,
      });
      expect(nlp).not.toHaveBeenCalled();
      expect((await call(yesNo('Yes/No'), ['nope'], records)).lines[2]).toBe('DEBUG Intent no');
    });

    it('warns of a grammar record or audio asset the tenant does not have, and goes on without a match', async () => {
      const flow = yesNo('Gone');
      Object.assign(flow.nodes[1]!, { audio: 'Missing' });
      const { lines } = await call(flow, ['yes'], records);
      expect(lines).toEqual([
        'WARNING Unknown audio asset "Missing"',
        'AUDIO_PLAY Missing',
        'HUMAN yes',
        'WARNING Unknown grammar "Gone"',
        'WARNING No intent matched',
        'ROBOT Goodbye',
        'HANGUP Bot hung up',
      ]);
    });
  });
});
