/** A mono PCM sound as samples in -1…1 at its own rate. */
export interface PcmSound {
  rate: number;
  samples: Float32Array;
}

/**
 * The samples of a PCM WAV (espeak-ng writes 16-bit mono): its `fmt ` and `data` chunks, 8- or 16-bit, the first
 * channel of several. Undefined for anything else, so a damaged prompt leaves its place to the tone.
 */
export function decodeWav(wav: Buffer): PcmSound | undefined {
  if (wav.length < 12 || wav.toString('ascii', 0, 4) !== 'RIFF' || wav.toString('ascii', 8, 12) !== 'WAVE')
    return undefined;
  let format: { channels: number; rate: number; bits: number } | undefined;
  for (let at = 12; at + 8 <= wav.length;) {
    const id = wav.toString('ascii', at, at + 4);
    // espeak-ng may leave the data size unset (streamed): the data then runs to the end of the file.
    const declared = wav.readUInt32LE(at + 4);
    const size = Math.min(declared, wav.length - at - 8);
    if (id === 'fmt ' && size >= 16 && wav.readUInt16LE(at + 8) === 1)
      format = {
        channels: wav.readUInt16LE(at + 10),
        rate: wav.readUInt32LE(at + 12),
        bits: wav.readUInt16LE(at + 22),
      };
    if (id === 'data' && format && format.rate > 0 && (format.bits === 8 || format.bits === 16)) {
      const width = (format.bits / 8) * format.channels;
      const count = Math.floor(size / width);
      const samples = new Float32Array(count);
      for (let i = 0; i < count; i++) {
        const offset = at + 8 + i * width;
        samples[i] = format.bits === 16 ? wav.readInt16LE(offset) / 32768 : (wav[offset]! - 128) / 128;
      }
      return { rate: format.rate, samples };
    }
    at += 8 + size + (size % 2);
  }
  return undefined;
}

/** `sound` at another sample rate (linear interpolation; prompts are speech, 8 kHz keeps them clear enough). */
export function resample(sound: PcmSound, rate: number): Float32Array {
  const length = Math.floor((sound.samples.length * rate) / sound.rate);
  const out = new Float32Array(length);
  const step = sound.rate / rate;
  for (let i = 0; i < length; i++) {
    const position = i * step;
    const index = Math.floor(position);
    const next = sound.samples[Math.min(index + 1, sound.samples.length - 1)]!;
    out[i] = sound.samples[index]! + (next - sound.samples[index]!) * (position - index);
  }
  return out;
}
