// @vitest-environment node
import { createEspeakSynthesiser, type Synthesiser } from '../../tts-generator/synthesiser';
import { cachedSpeech, espeakSpeech, wavDurationMs } from './espeakSpeech';
import { createSpeechCache } from './speechCache';

/** A 16-bit mono 22,050 Hz WAV header followed by `dataBytes` of silence. */
function wav(dataBytes: number): Buffer {
  const buffer = Buffer.alloc(44 + dataBytes);
  buffer.write('RIFF', 0, 'ascii');
  buffer.write('WAVE', 8, 'ascii');
  buffer.writeUInt32LE(44_100, 28);
  return buffer;
}

const fake = (speak: Synthesiser['speak'], available = true): Synthesiser => ({
  available: () => available,
  voices: async () => [],
  speak,
});

describe('espeakSpeech', () => {
  it("speaks with the node's voice, else its language, and keeps the prompt's length", async () => {
    const voices: string[] = [];
    const speech = espeakSpeech(
      fake(async ({ voice }) => (voices.push(voice), wav(88_200))),
      createSpeechCache(),
    );
    expect(await speech('Hello', 'en-GB', undefined)).toEqual({
      voice: 'en-gb',
      bytes: 88_244,
      durationMs: 2000,
    });
    await speech('Ahoj', 'cs-CZ', 'cs');
    await speech('Hi');
    expect(voices).toEqual(['en-gb', 'cs', 'en']);
  });

  it('leaves the prompt as text when espeak-ng is missing or fails', async () => {
    expect(
      await espeakSpeech(
        fake(async () => wav(10), false),
        createSpeechCache(),
      )('Hello'),
    ).toBeUndefined();
    const failing = fake(async () => Promise.reject(new Error('unknown voice')));
    expect(await espeakSpeech(failing, createSpeechCache())('Hello', undefined, 'xx')).toBeUndefined();
    expect(wavDurationMs(Buffer.from('not a wav'))).toBeUndefined();
  });

  it('speaks a prompt once: later calls and background traffic take it from the cache', async () => {
    const cache = createSpeechCache(2);
    let spoken = 0;
    const speech = espeakSpeech(
      fake(async () => (spoken++, wav(4410))),
      cache,
    );
    expect(await cachedSpeech(cache)('Welcome', 'en-GB')).toBeUndefined();
    await speech('Welcome', 'en-GB');
    await speech('Welcome', 'en-GB');
    expect(spoken).toBe(1);
    expect(await cachedSpeech(cache)('Welcome', 'en-GB')).toMatchObject({ voice: 'en-gb', durationMs: 100 });
    // The bound drops the least recently used prompt.
    await speech('Two');
    await speech('Three');
    expect(cache.get('en-gb', 'Welcome')).toBeUndefined();
    expect(cache.get('en', 'Three')).toBeDefined();
  });

  it.runIf(createEspeakSynthesiser().available())('measures real espeak-ng speech', async () => {
    const audio = await espeakSpeech(createEspeakSynthesiser())('Hello, welcome to the bank.', 'en-GB');
    expect(audio?.durationMs).toBeGreaterThan(500);
  });
});
