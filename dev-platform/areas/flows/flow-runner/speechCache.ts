/**
 * Synthesised prompts kept in memory by voice and text, so a prompt is spoken by espeak-ng once and its audio serves
 * the test call's player, the call's recording and the simulated calls (which never synthesise themselves, to stay
 * cheap on CPU). Bounded: the oldest prompts go first; after a restart recordings fall back to tones.
 */
export interface SpeechCache {
  get(voice: string, text: string): Buffer | undefined;
  set(voice: string, text: string, wav: Buffer): void;
}

export const SPEECH_CACHE_ENTRIES = 300;

export function createSpeechCache(max = SPEECH_CACHE_ENTRIES): SpeechCache {
  const entries = new Map<string, Buffer>();
  const key = (voice: string, text: string) => `${voice}\n${text}`;
  return {
    get(voice, text) {
      const wav = entries.get(key(voice, text));
      if (wav) {
        // Most recently used last, so the bound drops the least recently used.
        entries.delete(key(voice, text));
        entries.set(key(voice, text), wav);
      }
      return wav;
    },
    set(voice, text, wav) {
      entries.delete(key(voice, text));
      entries.set(key(voice, text), wav);
      while (entries.size > max) entries.delete(entries.keys().next().value!);
    },
  };
}

/** The platform's one cache (one process, one set of voices). */
export const platformSpeech = createSpeechCache();
