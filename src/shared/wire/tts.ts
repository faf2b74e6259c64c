/** Wire types of the TTS generator (`/administration/tts/*`). */

/** A voice of the synthesiser offered for one of the platform's languages. */
interface TtsVoice {
  /** The synthesiser's voice name, passed back when generating (e.g. `en-us`). */
  id: string;
  label: string;
}

export interface TtsLanguageVoices {
  /** The platform language code (BCP 47, e.g. `en-US`). */
  language: string;
  name: string;
  voices: TtsVoice[];
}

/** `GET /administration/tts/voices`: whether a synthesiser is installed and the voices per language. */
export interface TtsVoicesResponse {
  available: boolean;
  languages: TtsLanguageVoices[];
}

export type TtsInputKind = 'text' | 'ssml';

/** `POST /administration/tts/speech`. */
export interface TtsRequest {
  text: string;
  kind: TtsInputKind;
  language: string;
  voice: string;
}

/**
 * The answer of a generation: a short text is synthesised at once (`audio` names the WAV file); a long one runs as a
 * background task whose result is the same kind of address.
 */
export type TtsResult =
  { kind: 'audio'; id: number; audioUrl: string; bytes: number } | { kind: 'task'; idTask: number };
