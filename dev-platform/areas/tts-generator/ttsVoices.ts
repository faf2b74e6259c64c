import type { TtsLanguageVoices } from '../../../src/shared/wire/tts';
import type { EspeakVoice } from './synthesiser';

/**
 * The synthesiser's voices offered for each platform language: those of the same base language (`en-US` offers
 * every English voice), the one matching the region first (`en-us`), then by name.
 */
export function voicesForLanguages(
  languages: { code: string; name: string }[],
  voices: EspeakVoice[],
): TtsLanguageVoices[] {
  return languages.map(({ code, name }) => {
    const exact = code.toLowerCase();
    const base = exact.split('-')[0];
    const matching = voices
      .filter((voice) => voice.language === base || voice.language.startsWith(`${base}-`))
      .sort(
        (a, b) =>
          rank(a.language, exact, base) - rank(b.language, exact, base) || a.name.localeCompare(b.name),
      );
    return {
      language: code,
      name,
      voices: matching.map((voice) => ({ id: voice.language, label: voice.name })),
    };
  });
}

const rank = (language: string, exact: string, base: string) =>
  language === exact ? 0 : language === base ? 1 : 2;
