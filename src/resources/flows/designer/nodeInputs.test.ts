// @vitest-environment node
import { formatGrammar, formatList, nodeInputs, parseGrammar, parseList } from './nodeInputs';

describe('node inputs', () => {
  it('asks for what the model declares, with the SPEC §5 checks', () => {
    const inputs = nodeInputs('listen');
    expect(inputs.map((input) => [input.source, input.input])).toEqual([
      ['label', 'text'],
      ['input', 'choice'],
      ['intents', 'list'],
      ['model', 'text'],
      ['grammar', 'grammar'],
      ['grammarName', 'reference'],
      ['timeoutMs', 'number'],
    ]);
    expect(inputs.find((input) => input.source === 'grammarName')).toMatchObject({ resource: 'grammars' });
    expect(nodeInputs('playAudio')[1]).toMatchObject({ source: 'audio', resource: 'audioAssets' });
    const timeout = inputs.find((input) => input.source === 'timeoutMs')!;
    expect(timeout.checks.map((check) => check(100))).toContainEqual({
      message: 'validation.range',
      args: { min: 500, max: 60000 },
    });
    expect(nodeInputs('say')[1]).toMatchObject({ source: 'text', input: 'longText' });
    expect(nodeInputs('say')[1].checks[0]('')).toEqual({ message: 'validation.required' });
  });

  it('edits lists and grammars as text and reads them back', () => {
    expect(parseList(' sales, ,support ')).toEqual(['sales', 'support']);
    expect(formatList(['a', 'b'])).toBe('a, b');
    const grammar = { sales: ['sales', '1'], support: ['help: me'] };
    expect(parseGrammar(formatGrammar(grammar))).toEqual(grammar);
    expect(parseGrammar('  \n')).toBeUndefined();
  });
});
