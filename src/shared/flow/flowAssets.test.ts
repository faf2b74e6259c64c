// @vitest-environment node
import { flowAssets } from './flowAssets';
import { sampleFlow } from './flowFixtures';

describe('flowAssets', () => {
  it('collects what the nodes use: subflow components, prompt languages, grammar records, audio, models and variables', () => {
    const flow = sampleFlow();
    flow.nodes.push(
      { id: 'jingle', label: 'Jingle', type: 'playAudio', audio: 'jingle.wav' },
      { id: 'keep', label: 'Keep', type: 'setVariable', variable: 'topic', value: '{{lastIntent}}' },
      { id: 'ask', label: 'Ask', type: 'listen', input: 'speech', model: 'Banking v1', timeoutMs: 5000 },
      { id: 'yn', label: 'Yes/no', type: 'listen', input: 'speech', grammarName: 'Yes/No', timeoutMs: 5000 },
    );
    expect(flowAssets(flow)).toEqual({
      components: ['Identification'],
      languages: ['en-GB'],
      grammars: ['Yes/No'],
      audio: ['jingle.wav'],
      models: ['Banking v1'],
      variables: ['callerName', 'callerNumber', 'lastIntent', 'topic'],
    });
  });
});
