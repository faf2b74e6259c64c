import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Where Debian's `apt-get install espeak-ng` puts the synthesiser; `ESPEAK_NG` overrides it (tests: a missing path). */
export const DEFAULT_ESPEAK = '/usr/bin/espeak-ng';
const TIMEOUT_MS = 60_000;

/** A voice as `espeak-ng --voices` lists it. */
export interface EspeakVoice {
  /** The language column, which `-v` accepts (e.g. `en-us`). */
  language: string;
  name: string;
}

export interface Synthesiser {
  /** Whether the program exists; without it every call answers "no synthesiser available". */
  available(): boolean;
  voices(): Promise<EspeakVoice[]>;
  /** WAV bytes of `text` (SSML with `ssml`), spoken by `voice`. */
  speak(input: { text: string; ssml: boolean; voice: string }): Promise<Buffer>;
}

function run(program: string, args: string[], timeout = TIMEOUT_MS): Promise<string> {
  return new Promise((resolve, reject) => {
    // execFile with an argument list: no shell ever parses the text or the voice.
    execFile(program, args, { timeout, maxBuffer: 4 * 1024 * 1024 }, (error, stdout) =>
      error ? reject(error) : resolve(stdout),
    );
  });
}

/** Parses `espeak-ng --voices`: a header line, then `Pty Language Age/Gender VoiceName File Other`. */
export function parseVoices(listing: string): EspeakVoice[] {
  return listing
    .split('\n')
    .slice(1)
    .map((line) => line.trim().split(/\s+/))
    .filter((columns) => columns.length >= 4 && /^\d+$/.test(columns[0]))
    .map((columns) => ({ language: columns[1], name: columns[3].replace(/_/g, ' ') }));
}

/** The espeak-ng synthesiser at `program`. */
export function createEspeakSynthesiser(program = process.env.ESPEAK_NG ?? DEFAULT_ESPEAK): Synthesiser {
  let cached: Promise<EspeakVoice[]> | undefined;
  return {
    available: () => existsSync(program),
    voices() {
      cached ??= run(program, ['--voices']).then(parseVoices);
      cached.catch(() => (cached = undefined));
      return cached;
    },
    async speak({ text, ssml, voice }) {
      // A file rather than --stdout: espeak-ng streams a WAV header without sizes there.
      const folder = await mkdtemp(join(tmpdir(), 'switchboard-tts-'));
      const file = join(folder, 'speech.wav');
      try {
        // `--` ends the options, so a text starting with "-" is spoken, never read as an option.
        await run(program, ['-v', voice, ...(ssml ? ['-m'] : []), '-w', file, '--', text]);
        return await readFile(file);
      } finally {
        await rm(folder, { recursive: true, force: true });
      }
    },
  };
}
