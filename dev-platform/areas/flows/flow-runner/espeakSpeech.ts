import type { Synthesiser } from '../../tts-generator/synthesiser';
import type { FlowRunOptions } from './flowRun';

/** The length of a plain PCM WAV (espeak-ng's output): data bytes over the byte rate of its `fmt ` chunk. */
export function wavDurationMs(wav: Buffer): number | undefined {
  if (wav.length < 44 || wav.toString('ascii', 0, 4) !== 'RIFF' || wav.toString('ascii', 8, 12) !== 'WAVE')
    return undefined;
  const byteRate = wav.readUInt32LE(28);
  return byteRate > 0 ? Math.round(((wav.length - 44) / byteRate) * 1000) : undefined;
}

/**
 * Say nodes spoken by espeak-ng: the node's voice, else its language (`en-GB` → `en-gb`), else English. The ROBOT
 * event keeps the voice and the prompt's length; without the program, or when it fails, the prompt stays text only
 * (a test call must not stop because speech is missing).
 */
export function espeakSpeech(synthesiser: Synthesiser): NonNullable<FlowRunOptions['synthesise']> {
  return async (text, language, voice) => {
    if (!synthesiser.available()) return undefined;
    const chosen = voice ?? language?.toLowerCase() ?? 'en';
    try {
      const wav = await synthesiser.speak({ text, ssml: false, voice: chosen });
      return { voice: chosen, bytes: wav.length, durationMs: wavDurationMs(wav) };
    } catch {
      return undefined;
    }
  };
}
