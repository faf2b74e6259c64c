import type { TtsApi } from './ttsApi';
import { ttsTextProblem } from '../../shared/ttsRules';
import type { TtsVoicesResponse } from '../../shared/wire/tts';
import { refusal, type FakeHomeContext } from '../../resources/framework/testing/api/fakeHomeApi';

export const FAKE_TTS_VOICES: TtsVoicesResponse = {
  available: true,
  languages: [
    {
      language: 'en-US',
      name: 'English (United States)',
      voices: [
        { id: 'en-us', label: 'English (America)' },
        { id: 'en-gb', label: 'English (Great Britain)' },
      ],
    },
    { language: 'de-DE', name: 'German', voices: [{ id: 'de', label: 'German' }] },
  ],
};

/** A valid WAV file of 10 ms of silence (8 kHz, 16 bit, mono): the shape the platform answers. */
export function silentWav(): Blob {
  const samples = 80;
  const view = new DataView(new ArrayBuffer(44 + samples * 2));
  const text = (offset: number, value: string) =>
    [...value].forEach((char, index) => view.setUint8(offset + index, char.charCodeAt(0)));
  text(0, 'RIFF');
  view.setUint32(4, 36 + samples * 2, true);
  text(8, 'WAVEfmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, 8000, true);
  view.setUint32(28, 16000, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  text(36, 'data');
  view.setUint32(40, samples * 2, true);
  return new Blob([view.buffer], { type: 'audio/wav' });
}

/**
 * Fake twin of `createTtsApi`: the voices above (or none when `available` is false), speech as a short silent WAV
 * and the same refusals as the platform for invalid input and a missing synthesiser.
 */
export function createFakeTtsApi(context: Pick<FakeHomeContext, 'log'>, voices = FAKE_TTS_VOICES): TtsApi {
  let next = 0;
  return {
    getTtsVoices: async () => ({ data: structuredClone(voices) }),
    generateSpeech: async (request) => {
      context.log('generateSpeech', request);
      const problem = ttsTextProblem(request.text, request.kind);
      if (problem) throw refusal(400, 'Validation failed', { text: problem });
      if (!voices.available)
        throw refusal(503, 'No synthesiser available: install espeak-ng on the platform');
      next += 1;
      return {
        data: {
          kind: 'audio',
          id: next,
          audioUrl: `/api/administration/tts/audio/${next}`,
          bytes: silentWav().size,
        },
      };
    },
    getSpeech: async (audioUrl) => ({
      data: { blob: silentWav(), fileName: `speech-${audioUrl.split('/').pop()}.wav` },
    }),
  };
}
