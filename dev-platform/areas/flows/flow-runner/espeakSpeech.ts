import type { Synthesiser } from '../../tts-generator/synthesiser';
import type { FlowRunOptions } from './flowRun';
import { platformSpeech, type SpeechCache } from './speechCache';

/** The length of a plain PCM WAV (espeak-ng's output): data bytes over the byte rate of its `fmt ` chunk. */
export function wavDurationMs(wav: Buffer): number | undefined {
  if (wav.length < 44 || wav.toString('ascii', 0, 4) !== 'RIFF' || wav.toString('ascii', 8, 12) !== 'WAVE')
    return undefined;
  const byteRate = wav.readUInt32LE(28);
  return byteRate > 0 ? Math.round(((wav.length - 44) / byteRate) * 1000) : undefined;
}

/** The espeak-ng voice of a say node: its voice, else its language (`en-GB` → `en-gb`), else English. */
export const voiceOf = (language?: string, voice?: string) => voice ?? language?.toLowerCase() ?? 'en';

const describe = (voice: string, wav: Buffer) => ({
  voice,
  bytes: wav.length,
  durationMs: wavDurationMs(wav),
});

/**
 * Say nodes spoken by espeak-ng in the node's voice. The ROBOT event keeps the voice and the prompt's length, the
 * audio goes to the speech cache (player, recording); without the program, or when it fails, the prompt stays text
 * only (a test call must not stop because speech is missing).
 */
export function espeakSpeech(
  synthesiser: Synthesiser,
  cache: SpeechCache = platformSpeech,
): NonNullable<FlowRunOptions['synthesise']> {
  return async (text, language, voice) => {
    const chosen = voiceOf(language, voice);
    const cached = cache.get(chosen, text);
    if (cached) return describe(chosen, cached);
    if (!synthesiser.available()) return undefined;
    try {
      const wav = await synthesiser.speak({ text, ssml: false, voice: chosen });
      cache.set(chosen, text, wav);
      return describe(chosen, wav);
    } catch {
      return undefined;
    }
  };
}

/** Speech for background traffic: only prompts already in the cache, never a new espeak-ng process. */
export function cachedSpeech(cache: SpeechCache = platformSpeech): NonNullable<FlowRunOptions['synthesise']> {
  return async (text, language, voice) => {
    const chosen = voiceOf(language, voice);
    const wav = cache.get(chosen, text);
    return wav && describe(chosen, wav);
  };
}
