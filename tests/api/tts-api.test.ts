import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Platform } from '../../dev-platform/platform';
import { TaskStatus } from '../../src/shared/enumerations';
import { TTS_MAX_TEXT, TTS_TASK_THRESHOLD } from '../../src/shared/ttsRules';
import type { BackgroundTask } from '../../src/shared/wire/home';
import type { TtsResult, TtsVoicesResponse } from '../../src/shared/wire/tts';
import { startTestPlatform } from '../support/testPlatform';
import { sessionFor, tenantIdOf, type Session } from './session';

let platform: Platform;
let operator: Session;
let viewer: Session;

beforeAll(async () => {
  platform = await startTestPlatform();
  operator = await sessionFor(platform, 'operator');
  viewer = await sessionFor(platform, 'viewer');
});
afterAll(async () => platform?.close());

const speech = (session: Session, body: Record<string, unknown>, tenant?: number) =>
  session.call('/api/administration/tts/speech', { method: 'POST', body, tenant });

/** The WAV bytes at an address of the platform, fetched with the session's token. */
async function wavAt(session: Session, path: string, tenant?: number) {
  const headers: Record<string, string> = { authorization: `Bearer ${session.token}` };
  if (tenant !== undefined) headers['tenant-context-id'] = String(tenant);
  const response = await fetch(`${platform.url}${path}`, { headers });
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    bytes: new Uint8Array(await response.arrayBuffer()),
  };
}

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.slice(from, to));

describe('TTS voices', () => {
  it('maps the synthesiser voices to the enabled platform languages, the regional voice first', async () => {
    const { status, body } = await operator.call('/api/administration/tts/voices');
    expect(status).toBe(200);
    const voices = body as TtsVoicesResponse;
    expect(voices.available).toBe(true);
    const english = voices.languages.find((language) => language.language === 'en-US')!;
    expect(english.voices[0]).toEqual({ id: 'en-us', label: 'English (America)' });
    expect(
      voices.languages.find((language) => language.language === 'de-DE')!.voices.map((voice) => voice.id),
    ).toContain('de');
    expect(voices.languages.some((language) => language.language === 'sv-SE')).toBe(false); // disabled language
  });

  it('needs TtsGenerator/generate', async () => {
    expect((await viewer.call('/api/administration/tts/voices')).status).toBe(403);
    expect((await speech(viewer, { text: 'Hi', language: 'en-US', voice: 'en-us' })).status).toBe(403);
  });
});

describe('TTS generation', () => {
  it('speaks a short text at once as a real WAV file of the caller tenant', async () => {
    const { status, body } = await speech(operator, {
      text: 'Hello from Switchboard',
      kind: 'text',
      language: 'en-US',
      voice: 'en-us',
    });
    expect(status).toBe(200);
    const result = body as Extract<TtsResult, { kind: 'audio' }>;
    expect(result.kind).toBe('audio');
    const wav = await wavAt(operator, result.audioUrl);
    expect(wav.status).toBe(200);
    expect(wav.type).toBe('audio/wav');
    expect(ascii(wav.bytes, 0, 4)).toBe('RIFF');
    expect(ascii(wav.bytes, 8, 12)).toBe('WAVE');
    expect(wav.bytes.length).toBe(result.bytes);
    // Another tenant's context does not see it.
    const admin = await sessionFor(platform, 'admin');
    expect((await wavAt(admin, result.audioUrl, tenantIdOf(platform, 'Globex Banking'))).status).toBe(404);
  });

  it('speaks validated SSML and refuses hostile or broken SSML', async () => {
    const ok = await speech(operator, {
      text: '<speak>Hello <break time="300ms"/> <emphasis>world</emphasis></speak>',
      kind: 'ssml',
      language: 'en-GB',
      voice: 'en-gb',
    });
    expect(ok.status).toBe(200);
    for (const text of [
      '<?xml version="1.0"?><speak>x</speak>',
      '<!DOCTYPE speak [<!ENTITY x SYSTEM "file:///etc/passwd">]><speak>&x;</speak>',
      '<speak><script>x</script></speak>',
      '<speak>unclosed <emphasis>x</speak>',
      'plain text',
    ]) {
      const refused = await speech(operator, { text, kind: 'ssml', language: 'en-US', voice: 'en-us' });
      expect(refused.status).toBe(400);
      expect((refused.body as { errors: Record<string, string> }).errors.text).toBeTruthy();
    }
  });

  it('refuses empty or over-long texts, unknown languages and voices, and never runs a voice as an option', async () => {
    const cases: Record<string, unknown>[] = [
      { text: '', language: 'en-US', voice: 'en-us' },
      { text: 'x'.repeat(TTS_MAX_TEXT + 1), language: 'en-US', voice: 'en-us' },
      { text: 'Hi', language: 'xx-XX', voice: 'en-us' },
      { text: 'Hi', language: 'en-US', voice: '--version' },
      { text: 'Hi', language: 'en-US', voice: 'de' },
      { text: 'Hi', kind: 'html', language: 'en-US', voice: 'en-us' },
    ];
    for (const body of cases) expect((await speech(operator, body)).status).toBe(400);
    // A text that looks like an option is spoken, not interpreted.
    expect(
      (await speech(operator, { text: '--help -w /tmp/x', language: 'en-US', voice: 'en-us' })).status,
    ).toBe(200);
  });

  it('runs a long text as a task whose result is the audio', async () => {
    const text = 'This is a longer announcement. '.repeat(Math.ceil((TTS_TASK_THRESHOLD + 1) / 31));
    const { status, body } = await speech(operator, { text, language: 'en-US', voice: 'en-us' });
    expect(status).toBe(202);
    const { idTask } = body as Extract<TtsResult, { kind: 'task' }>;
    let task: BackgroundTask | undefined;
    await vi.waitFor(
      async () => {
        task = (await operator.call(`/api/home/tasks/${idTask}`)).body as BackgroundTask;
        expect(task.status).toBe(TaskStatus.DONE);
      },
      { timeout: 20_000, interval: 50 },
    );
    const wav = await wavAt(operator, task!.resultUrl!);
    expect(ascii(wav.bytes, 0, 4)).toBe('RIFF');
  });
});

describe('without a synthesiser', () => {
  it('answers "No synthesiser available" and produces no file', async () => {
    process.env.ESPEAK_NG = '/nonexistent/espeak-ng';
    const bare = await startTestPlatform();
    delete process.env.ESPEAK_NG;
    try {
      const session = await sessionFor(bare, 'operator');
      expect((await session.call('/api/administration/tts/voices')).body).toEqual({
        available: false,
        languages: [],
      });
      const { status, body } = await speech(session, { text: 'Hi', language: 'en-US', voice: 'en-us' });
      expect(status).toBe(503);
      expect(body).toEqual({
        status: 503,
        error: 'No synthesiser available: install espeak-ng on the platform',
      });
      expect((await session.call('/api/administration/tts/audio/1')).status).toBe(404);
    } finally {
      await bare.close();
    }
  });
});
