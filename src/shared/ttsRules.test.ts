import { hasControlCharacters, TTS_MAX_TEXT, ttsTextProblem } from './ttsRules';

describe('ttsTextProblem', () => {
  it('accepts text with line breaks and a small SSML document', () => {
    expect(ttsTextProblem('Hello,\nworld', 'text')).toBeNull();
    expect(
      ttsTextProblem(
        '<speak><p>Hi <break time="1s"/><prosody rate="slow">there</prosody> &amp; you</p></speak>',
        'ssml',
      ),
    ).toBeNull();
  });

  it('refuses empty, over-long and control characters', () => {
    expect(ttsTextProblem('  ', 'text')).toBe('Enter a text to speak');
    expect(ttsTextProblem('x'.repeat(TTS_MAX_TEXT + 1), 'text')).toBe(`At most ${TTS_MAX_TEXT} characters`);
    expect(ttsTextProblem('bell\u0007', 'text')).toBe('The text contains control characters');
  });

  it('refuses SSML that could read files or is not well-formed', () => {
    expect(
      ttsTextProblem('<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><speak>&e;</speak>', 'ssml'),
    ).toMatch(/^SSML must be one <speak>/);
    expect(ttsTextProblem('<speak>&e;</speak>', 'ssml')).toBe('SSML may use only the predefined entities');
    expect(ttsTextProblem('<speak><!-- x --></speak>', 'ssml')).toMatch(/declarations, comments/);
    expect(ttsTextProblem('<speak><lexicon uri="x"/></speak>', 'ssml')).toBe(
      'SSML element <lexicon> is not supported',
    );
    expect(ttsTextProblem('<speak><s>x</speak>', 'ssml')).toBe('SSML element </speak> closes nothing');
    expect(ttsTextProblem('<speak>a < b</speak>', 'ssml')).toBe('SSML is not well-formed');
  });

  it('knows control characters, strictly also line breaks and direction overrides', () => {
    expect(hasControlCharacters('a\tb\n', false)).toBe(false);
    expect(hasControlCharacters('a\tb', true)).toBe(true);
    expect(hasControlCharacters('abc\u202e', true)).toBe(true);
    expect(hasControlCharacters('abc\u0085', false)).toBe(true);
  });
});
