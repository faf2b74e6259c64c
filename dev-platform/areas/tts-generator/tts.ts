import type { FastifyInstance } from 'fastify';
import { TTS_TASK_THRESHOLD, ttsTextProblem } from '../../../src/shared/ttsRules';
import type { TtsInputKind, TtsResult, TtsVoicesResponse } from '../../../src/shared/wire/tts';
import type { Db } from '../../db/database';
import type { JobRunner } from '../../jobs/jobRunner';
import { createAudioStore } from './audioStore';
import { createEspeakSynthesiser, type Synthesiser } from './synthesiser';
import { voicesForLanguages } from './ttsVoices';
import { principalOf } from '../../api/accessGuard';
import type { ApiContext } from '../../api/apiContext';
import { ApiError, badRequest, notFound } from '../../api/apiError';
import { bodyOf, idParam } from '../../api/validation';

const GENERATE = { config: { access: { area: 'TtsGenerator', action: 'generate' } } } as const;
export const NO_SYNTHESISER = 'No synthesiser available: install espeak-ng on the platform';

const audioUrl = (id: number) => `/api/administration/tts/audio/${id}`;

function languagesOf(db: Db) {
  return db.prepare('SELECT code, name FROM language WHERE enabled = 1 ORDER BY name').all() as {
    code: string;
    name: string;
  }[];
}

/**
 * The TTS generator (SPEC §2 `/administration/tts-generator`, §7 "TTS generator"): voices of the installed
 * synthesiser per platform language, and speech as WAV from text or validated SSML. Short texts are answered at
 * once; longer ones run as a background task whose result is the audio. Without the synthesiser every call answers
 * 503 "No synthesiser available" (never a made-up file).
 */
export function ttsRoutes(
  app: FastifyInstance,
  { db }: Pick<ApiContext, 'db'>,
  runner: JobRunner,
  synthesiser: Synthesiser = createEspeakSynthesiser(),
): { close(): void } {
  const audio = createAudioStore();
  const requireSynthesiser = () => {
    if (!synthesiser.available()) throw new ApiError(503, NO_SYNTHESISER);
  };

  app.get('/api/administration/tts/voices', GENERATE, async (): Promise<TtsVoicesResponse> => {
    if (!synthesiser.available()) return { available: false, languages: [] };
    return { available: true, languages: voicesForLanguages(languagesOf(db), await synthesiser.voices()) };
  });

  app.post('/api/administration/tts/speech', GENERATE, async (request, reply): Promise<TtsResult> => {
    const principal = principalOf(request);
    const body = bodyOf(request);
    const kind = body.kind === undefined ? 'text' : body.kind;
    if (kind !== 'text' && kind !== 'ssml') throw badRequest('Validation failed', { kind: 'Text or SSML' });
    const text = typeof body.text === 'string' ? body.text : '';
    const problem = ttsTextProblem(text, kind as TtsInputKind);
    if (problem) throw badRequest('Validation failed', { text: problem });
    requireSynthesiser();
    const language = voicesForLanguages(languagesOf(db), await synthesiser.voices()).find(
      (item) => item.language === body.language,
    );
    if (!language) throw badRequest('Validation failed', { language: 'Choose one of the languages' });
    const voice = language.voices.find((item) => item.id === body.voice);
    if (!voice) throw badRequest('Validation failed', { voice: 'Choose one of the voices of the language' });
    const owner = { idTenant: principal.idTenant, idUser: principal.idUser };
    const speak = () =>
      synthesiser
        .speak({ text: text.trim(), ssml: kind === 'ssml', voice: voice.id })
        .catch((error: unknown) => {
          // The synthesiser itself failed (killed, timed out): no file, a clear message.
          throw new ApiError(
            503,
            `The synthesiser failed: ${error instanceof Error ? error.message.split('\n')[0] : ''}`,
          );
        });
    if (text.length <= TTS_TASK_THRESHOLD) {
      const wav = await speak();
      const id = audio.put(owner.idTenant, wav);
      return { kind: 'audio', id, audioUrl: audioUrl(id), bytes: wav.length };
    }
    const task = runner.start(
      owner,
      { name: `Speech: ${language.name}, ${voice.label}`, description: `${text.length} characters` },
      async (control) => {
        control.progress(10, 'Synthesising');
        const wav = await speak();
        const id = audio.put(owner.idTenant, wav);
        return { resultUrl: audioUrl(id), description: `${Math.round(wav.length / 1024)} KB of speech` };
      },
    );
    reply.code(202);
    return { kind: 'task', idTask: task.id };
  });

  app.get('/api/administration/tts/audio/:id', GENERATE, async (request, reply) => {
    const id = idParam(request);
    const wav = await audio.get(id, principalOf(request).idTenant);
    if (!wav) throw notFound('Speech not found');
    return reply
      .header('Content-Type', 'audio/wav')
      .header('Content-Disposition', `attachment; filename="speech-${id}.wav"`)
      .header('Cache-Control', 'no-store')
      .send(wav);
  });
  return { close: () => audio.close() };
}
