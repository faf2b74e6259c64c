import type { TtsRequest, TtsResult, TtsVoicesResponse } from '../../shared/wire/tts';
import type { ApiFile, ApiRequest } from '../../providers/api/apiRequest';

/** The TTS generator's calls (SPEC §7 "TTS generator"). */
export interface TtsApi {
  /** Whether the platform has a synthesiser, and its voices per language. */
  getTtsVoices(): Promise<{ data: TtsVoicesResponse }>;
  /** Speech at once, or a task for a long text. */
  generateSpeech(request: TtsRequest): Promise<{ data: TtsResult }>;
  /** The WAV file at an address the generator (or its task) named. */
  getSpeech(audioUrl: string): Promise<{ data: ApiFile }>;
}

export function createTtsApi(request: ApiRequest): TtsApi {
  return {
    getTtsVoices: async () => ({
      data: await request.json<TtsVoicesResponse>('GET', '/administration/tts/voices'),
    }),
    generateSpeech: async (body) => ({
      // The page shows the failure beside the form (e.g. "No synthesiser available").
      data: await request.json<TtsResult>('POST', '/administration/tts/speech', { body, silent: true }),
    }),
    getSpeech: async (audioUrl) => ({ data: await request.file(audioUrl) }),
  };
}
