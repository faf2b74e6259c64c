// @vitest-environment node
import { SAMPLE_RATE, toneSequenceWav } from './conversationAudio';
import { decodeWav, resample } from './wavClip';

/** A 16-bit mono WAV of `seconds` at `rate`, every sample `value` (-1…1). */
function wav16(seconds: number, rate: number, value: number): Buffer {
  const count = Math.round(seconds * rate);
  const buffer = Buffer.alloc(44 + count * 2);
  buffer.write('RIFF', 0, 'ascii');
  buffer.writeUInt32LE(36 + count * 2, 4);
  buffer.write('WAVEfmt ', 8, 'ascii');
  buffer.writeUInt32LE(16, 16);
  buffer.writeUInt16LE(1, 20);
  buffer.writeUInt16LE(1, 22);
  buffer.writeUInt32LE(rate, 24);
  buffer.writeUInt32LE(rate * 2, 28);
  buffer.writeUInt16LE(2, 32);
  buffer.writeUInt16LE(16, 34);
  buffer.write('data', 36, 'ascii');
  buffer.writeUInt32LE(count * 2, 40);
  for (let i = 0; i < count; i++) buffer.writeInt16LE(Math.round(value * 32767), 44 + i * 2);
  return buffer;
}

const ROBOT = 3;
const HUMAN = 5;
const sampleAt = (wav: Buffer, seconds: number) => wav[44 + Math.round(seconds * SAMPLE_RATE)]!;

describe('call recordings', () => {
  it("decodes espeak-ng's 16-bit WAV and brings it to the recording's rate", () => {
    const sound = decodeWav(wav16(1, 22_050, 0.5))!;
    expect(sound.rate).toBe(22_050);
    expect(sound.samples[100]).toBeCloseTo(0.5, 3);
    expect(resample(sound, SAMPLE_RATE)).toHaveLength(SAMPLE_RATE);
    expect(decodeWav(Buffer.from('RIFF....WAVEjunk'))).toBeUndefined();
  });

  it('mixes a spoken prompt in after its beep and moves what follows after it', () => {
    const speech = resample(decodeWav(wav16(1, 22_050, 0.5))!, SAMPLE_RATE);
    // The caller answered 0.1 s after the prompt started: in the recording they answer once it has been spoken.
    const wav = toneSequenceWav(1, [
      { offsetMs: 0, type: ROBOT, speech },
      { offsetMs: 100, type: HUMAN },
    ]);
    expect((wav.length - 44) / SAMPLE_RATE).toBeGreaterThanOrEqual(1.25);
    expect(sampleAt(wav, 0.75)).toBe(128 + 64);
    // The answer's beep starts when the prompt ends (0.25 s beep + 1 s speech), not at 0.1 s.
    expect(sampleAt(wav, 1.0)).toBe(128 + 64);
    const beep = [...wav.subarray(44 + 1.25 * SAMPLE_RATE + 1, 44 + 1.25 * SAMPLE_RATE + 40)];
    expect(beep.some((sample) => sample !== 128)).toBe(true);
  });
});
