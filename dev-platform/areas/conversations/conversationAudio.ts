/**
 * The dev platform's call recordings: a WAV made from a conversation's timeline, so a player in sync with the
 * timeline has something to play (nothing is fetched from outside). Each event sounds as a short beep whose pitch
 * tells its type; the robot's prompts synthesised by espeak-ng (issue 33) are mixed in after their beep, and turns
 * without speech (the caller's typed answers, prompts no longer in the speech cache) hum softly until the next event.
 * Spoken prompts take the time they take: what follows moves later, so prompts never overlap.
 */

export const SAMPLE_RATE = 8000;
/** Recordings are cut here so a stuck call never produces a huge file. */
export const MAX_SECONDS = 600;
const BEEP_SECONDS = 0.25;
const TURN_SECONDS = 2;
const SPEAKING = new Set([3, 5, 16]); // ROBOT, HUMAN, AGENT

/** One timeline event for the recording: its offset from the start in milliseconds and its flow event type. */
export interface AudioMark {
  offsetMs: number;
  type: number;
  /** The prompt's speech at {@link SAMPLE_RATE}, -1…1. */
  speech?: Float32Array;
}

/** The pitch of an event type's beep (types 0–16 span 300–1260 Hz, below the 4 kHz Nyquist limit). */
export const beepFrequency = (type: number) => 300 + type * 60;

/** A mono 8-bit PCM WAV of `seconds` (at least one, longer when speech needs it) with a beep at every mark. */
export function toneSequenceWav(seconds: number, marks: readonly AudioMark[]): Buffer {
  const sorted = [...marks].sort((a, b) => a.offsetMs - b.offsetMs);
  // Where each mark sounds: its offset, later when a spoken prompt before it is still playing.
  let delay = 0;
  let busyUntil = 0;
  const placed = sorted.map((mark) => {
    const at = Math.max(mark.offsetMs + delay, busyUntil);
    delay = at - mark.offsetMs;
    if (mark.speech) busyUntil = at + BEEP_SECONDS * 1000 + (mark.speech.length / SAMPLE_RATE) * 1000;
    return { ...mark, at };
  });
  const total = Math.max(seconds + delay / 1000, busyUntil / 1000);
  const length = Math.round(Math.min(MAX_SECONDS, Math.max(1, total)) * SAMPLE_RATE);
  const samples = new Uint8Array(length).fill(128);
  placed.forEach((mark, index) => {
    const start = Math.round((mark.at / 1000) * SAMPLE_RATE);
    const afterBeep = start + Math.round(BEEP_SECONDS * SAMPLE_RATE);
    tone(samples, start, BEEP_SECONDS, beepFrequency(mark.type), 90);
    if (mark.speech) speak(samples, afterBeep, mark.speech);
    else if (SPEAKING.has(mark.type)) {
      const next = placed[index + 1]?.at ?? mark.at + TURN_SECONDS * 1000;
      const turn = Math.min(TURN_SECONDS, Math.max(0, (next - mark.at) / 1000 - BEEP_SECONDS));
      tone(samples, afterBeep, turn, 180 + mark.type * 10, 25);
    }
  });
  return Buffer.concat([wavHeader(length), Buffer.from(samples)]);
}

function speak(samples: Uint8Array, start: number, speech: Float32Array) {
  const end = Math.min(samples.length, start + speech.length);
  for (let i = Math.max(0, start); i < end; i++)
    samples[i] = Math.max(0, Math.min(255, Math.round(128 + 127 * speech[i - start]!)));
}

function tone(samples: Uint8Array, start: number, seconds: number, frequency: number, amplitude: number) {
  const end = Math.min(samples.length, start + Math.round(seconds * SAMPLE_RATE));
  for (let i = Math.max(0, start); i < end; i++) {
    const t = (i - start) / SAMPLE_RATE;
    samples[i] = Math.round(128 + amplitude * Math.sin(2 * Math.PI * frequency * t));
  }
}

function wavHeader(dataLength: number): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + dataLength, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16); // PCM chunk size
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(SAMPLE_RATE, 24);
  header.writeUInt32LE(SAMPLE_RATE, 28); // bytes per second: one byte per sample
  header.writeUInt16LE(1, 32); // block align
  header.writeUInt16LE(8, 34); // bits per sample
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(dataLength, 40);
  return header;
}
