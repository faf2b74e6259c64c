/**
 * The dev platform's stand-in for call recordings: a WAV tone sequence made from a conversation's timeline, so a
 * player in sync with the timeline has something to play (nothing is fetched from outside). Each event sounds as a
 * short beep whose pitch tells its type; robot and human turns hum softly until the next event.
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
}

/** The pitch of an event type's beep (types 0–16 span 300–1260 Hz, below the 4 kHz Nyquist limit). */
export const beepFrequency = (type: number) => 300 + type * 60;

/** A mono 8-bit PCM WAV of `seconds` (at least one) with a beep at every mark. */
export function toneSequenceWav(seconds: number, marks: readonly AudioMark[]): Buffer {
  const length = Math.round(Math.min(MAX_SECONDS, Math.max(1, seconds)) * SAMPLE_RATE);
  const samples = new Uint8Array(length).fill(128);
  const sorted = [...marks].sort((a, b) => a.offsetMs - b.offsetMs);
  sorted.forEach((mark, index) => {
    const start = Math.round((mark.offsetMs / 1000) * SAMPLE_RATE);
    tone(samples, start, BEEP_SECONDS, beepFrequency(mark.type), 90);
    if (SPEAKING.has(mark.type)) {
      const next = sorted[index + 1]?.offsetMs ?? mark.offsetMs + TURN_SECONDS * 1000;
      const turn = Math.min(TURN_SECONDS, Math.max(0, (next - mark.offsetMs) / 1000 - BEEP_SECONDS));
      tone(samples, start + Math.round(BEEP_SECONDS * SAMPLE_RATE), turn, 180 + mark.type * 10, 25);
    }
  });
  return Buffer.concat([wavHeader(length), Buffer.from(samples)]);
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
