import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '../../dev-platform/platform';
import { startTestPlatform } from '../support/testPlatform';
import { sessionFor, type Session } from './session';

let platform: Platform;
let admin: Session;
let base: number;

beforeAll(async () => {
  platform = await startTestPlatform();
  admin = await sessionFor(platform, 'admin');
  base = ((await admin.call('/api/knowledge-base/bases?pageSize=1')).body as { items: { id: number }[] })
    .items[0]!.id;
});
afterAll(async () => platform?.close());

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(
    parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))),
  );
/** A Windows executable's first bytes: what must never pass as a document or an image. */
const EXE = bytes(
  'MZ',
  [0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff, 0, 0],
  'This program cannot be run in DOS mode',
);

/** Real first bytes per knowledge-base extension. */
const DOCUMENTS: Record<string, Buffer> = {
  pdf: bytes('%PDF-1.7\n', [0xe2, 0xe3, 0xcf, 0xd3], '\n1 0 obj'),
  docx: bytes('PK', [3, 4, 20, 0, 6, 0], '[Content_Types].xml word/document.xml'),
  txt: bytes('Returns are accepted within 30 days.\n'),
  csv: bytes('question,answer\nOpening hours,9-17\n'),
  md: bytes('# Returns\n\nWithin 30 days.\n'),
  html: bytes('<!doctype html><p>Returns</p>\n'),
};

/** Real first bytes per theme image type, and bytes of another kind that share a prefix. */
const IMAGES: Record<string, Buffer> = {
  'image/png': bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
  'image/jpeg': bytes([0xff, 0xd8, 0xff, 0xe0, 0, 16], 'JFIF'),
  'image/gif': bytes('GIF89a', [1, 0, 1, 0]),
  'image/x-icon': bytes([0, 0, 1, 0, 1, 0, 16, 16]),
  'image/webp': bytes('RIFF', [36, 0, 0, 0], 'WEBPVP8 '),
};
const WAVE = bytes('RIFF', [36, 0, 0, 0], 'WAVEfmt ');

const uploadFile = (fileName: string, content: Buffer, mimeType = '') =>
  admin.call(`/api/knowledge-base/bases/${base}/files`, {
    method: 'POST',
    body: { fileName, mimeType, content: content.toString('base64') },
  });
const uploadImage = (contentType: string, data: Buffer) =>
  admin.call('/api/home/theme-assets', {
    method: 'POST',
    body: { contentType, data: data.toString('base64') },
  });

describe('uploads are what they claim (issue 31.7)', () => {
  it('takes every knowledge-base type by its bytes and refuses an executable or another type under its name', async () => {
    const outcomes: string[] = [];
    for (const [extension, content] of Object.entries(DOCUMENTS)) {
      outcomes.push(`${extension} real: ${(await uploadFile(`real.${extension}`, content)).status}`);
      outcomes.push(`${extension} exe: ${(await uploadFile(`invoice.${extension}`, EXE)).status}`);
      const other = extension === 'pdf' ? DOCUMENTS.docx! : DOCUMENTS.pdf!;
      outcomes.push(`${extension} other: ${(await uploadFile(`other.${extension}`, other)).status}`);
    }
    const expected = Object.keys(DOCUMENTS).flatMap((extension) => [
      `${extension} real: 201`,
      `${extension} exe: 400`,
      // A PDF's text-like start is still no text: its binary marker bytes are not UTF-8.
      `${extension} other: 400`,
    ]);
    expect(outcomes).toEqual(expected);
    const refused = await uploadFile('invoice.pdf', EXE, 'application/pdf');
    expect(refused.body).toEqual({
      status: 400,
      error: 'File content does not match its type',
      errors: { fileName: 'File content does not match its type' },
    });
  });

  it('takes every theme image type by its bytes, and refuses WAVE as WebP and an executable as any image', async () => {
    const outcomes: string[] = [];
    for (const [type, content] of Object.entries(IMAGES)) {
      outcomes.push(`${type} real: ${(await uploadImage(type, content)).status}`);
      outcomes.push(`${type} exe: ${(await uploadImage(type, EXE)).status}`);
    }
    outcomes.push(`wave as webp: ${(await uploadImage('image/webp', WAVE)).status}`);
    expect(outcomes).toEqual([
      ...Object.keys(IMAGES).flatMap((type) => [`${type} real: 201`, `${type} exe: 400`]),
      'wave as webp: 400',
    ]);
  });

  it('normalises file names and refuses bidirectional controls', async () => {
    const text = DOCUMENTS.txt!;
    const stored = await uploadFile('  cafe\u0301 menu.txt ', text);
    expect(stored.body).toMatchObject({ fileName: 'caf\u00e9 menu.txt' });
    const controls = [
      '\u202E',
      '\u202D',
      '\u202A',
      '\u202B',
      '\u202C',
      '\u2066',
      '\u2067',
      '\u2068',
      '\u2069',
      '\u200E',
      '\u200F',
      '\u061C',
    ];
    const accepted: string[] = [];
    for (const control of controls) {
      const res = await uploadFile(`invoice${control}txt.exe.txt`, text);
      if (res.status !== 400) accepted.push(`U+${control.codePointAt(0)!.toString(16)} → ${res.status}`);
    }
    expect(accepted).toEqual([]);
  });

  it('refuses knowledge-base URLs to loopback, link-local and private hosts', async () => {
    const add = (url: string) =>
      admin.call('/api/knowledge-base/urls', {
        method: 'POST',
        body: { idKnowledgeBase: base, url, crawlDepth: 1 },
      });
    const hostile = [
      'https://localhost/admin',
      'https://127.0.0.1/',
      'https://2130706433/',
      'https://169.254.169.254/latest/meta-data',
      'https://10.0.0.1/',
      'https://172.16.5.4/',
      'https://192.168.0.1/',
      'https://[::1]/',
      'https://[fe80::1]/',
      'https://[fd12::1]/',
      'https://[::ffff:127.0.0.1]/',
      'https://wiki.internal/',
    ];
    const accepted: string[] = [];
    for (const url of hostile) {
      const res = await add(url);
      if (res.status !== 400) accepted.push(`${url} → ${res.status}`);
    }
    expect(accepted).toEqual([]);
    expect((await add('https://example.com/returns')).status).toBe(201);
  });

  it('serves theme images without a token by a random key, never by a sequential id', async () => {
    const first = (await uploadImage('image/png', IMAGES['image/png']!)).body as { source: string };
    const second = (await uploadImage('image/png', IMAGES['image/png']!)).body as { source: string };
    for (const { source } of [first, second]) {
      expect(source).toMatch(/^\/api\/home\/theme-assets\/[0-9a-f]{32}$/);
      expect((await fetch(`${platform.url}${source}`)).status).toBe(200);
    }
    expect(first.source).not.toBe(second.source);
    const ids = platform.db.prepare('SELECT id FROM theme_asset ORDER BY id').pluck().all() as number[];
    const guessed: string[] = [];
    for (const id of [...ids, ids.at(-1)! + 1])
      if ((await fetch(`${platform.url}/api/home/theme-assets/${id}`)).status !== 404)
        guessed.push(String(id));
    expect(guessed).toEqual([]);
  });
});
