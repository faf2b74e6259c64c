import { execFile } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '../../dev-platform/platform';
import { repoRoot } from '../../dev-platform/settings';
import type { ConfigFilesResponse } from '../../src/shared/wire/configuration';
import type { RuntimeConfig } from '../../src/shared/wire/runtimeConfig';
import { createLiveConnection } from '../../src/providers/liveConnection';
import { brokenResource, configDirCopy, labelsResource } from '../support/configDirCopy';
import { startTestPlatform } from '../support/testPlatform';
import { sessionFor, type Session } from './session';

// Issue 30: ops add runtime resources to a configuration directory the platform reads while running.
let platform: Platform;
let dir: string;
let admin: Session;
let operator: Session;

beforeAll(async () => {
  dir = configDirCopy();
  platform = await startTestPlatform({ configDir: dir });
  admin = await sessionFor(platform, 'admin');
  operator = await sessionFor(platform, 'operator');
});
afterAll(async () => {
  await platform?.close();
  rmSync(dir, { recursive: true, force: true });
});

const write = (file: string, value: unknown) =>
  writeFileSync(join(dir, 'resources', file), typeof value === 'string' ? value : JSON.stringify(value));
const listed = async () =>
  ((await (await fetch(`${platform.url}/config.json`)).json()) as RuntimeConfig).resources;

describe('the configuration directory', () => {
  it('lists its files in /config.json and serves each with an ETag', async () => {
    expect(await listed()).toEqual(['/resources/tags.json']);
    const first = await fetch(`${platform.url}/resources/tags.json`);
    expect(first.status).toBe(200);
    expect(((await first.json()) as { name: string }).name).toBe('tags');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^".+"$/);
    const again = await fetch(`${platform.url}/resources/tags.json`, { headers: { 'If-None-Match': etag! } });
    expect(again.status).toBe(304);
    expect((await fetch(`${platform.url}/resources/nothing.json`)).status).toBe(404);
  });

  it('notices added, changed and removed files without a restart', async () => {
    write('labels.json', labelsResource());
    expect(await listed()).toEqual(['/resources/labels.json', '/resources/tags.json']);
    const before = await fetch(`${platform.url}/resources/labels.json`);
    write('labels.json', labelsResource('Sticker |||| Stickers'));
    const after = await fetch(`${platform.url}/resources/labels.json`, {
      headers: { 'If-None-Match': before.headers.get('etag')! },
    });
    expect(after.status).toBe(200);
    expect(((await after.json()) as { messages: { name: string } }).messages.name).toBe(
      'Sticker |||| Stickers',
    );
    rmSync(join(dir, 'resources', 'labels.json'));
    expect(await listed()).toEqual(['/resources/tags.json']);
    expect((await fetch(`${platform.url}/resources/labels.json`)).status).toBe(404);
  });

  it('pushes "ConfigurationChanged" over the hub when a file is added', async () => {
    const connection = createLiveConnection({
      url: `${platform.url}/hubs/console`,
      accessToken: async () => operator.token,
      tenantContextId: () => null,
    });
    const notices: unknown[] = [];
    connection.on('ConfigurationChanged', (payload) => notices.push(payload));
    await connection.start();
    try {
      write('labels.json', labelsResource());
      await expect
        .poll(() => notices, { timeout: 5000 })
        .toContainEqual({
          files: ['labels.json', 'tags.json', 'pages/operations-summary.json'],
        });
    } finally {
      await connection.stop();
      rmSync(join(dir, 'resources', 'labels.json'));
    }
  });
});

describe('a broken file', () => {
  beforeAll(() => {
    write('broken.json', brokenResource());
    write('truncated.json', '{ "name": ');
  });
  afterAll(() => {
    rmSync(join(dir, 'resources', 'broken.json'));
    rmSync(join(dir, 'resources', 'truncated.json'));
  });

  it('is skipped, with every problem reported to users who may configure', async () => {
    expect(await listed()).toEqual(['/resources/tags.json']);
    expect((await fetch(`${platform.url}/resources/broken.json`)).status).toBe(404);
    const { status, body } = await admin.call('/api/home/configuration-files');
    expect(status).toBe(200);
    const files = (body as ConfigFilesResponse).files;
    expect(files.map((file) => [file.file, file.problems.length])).toEqual([
      ['broken.json', 3],
      ['tags.json', 0],
      ['truncated.json', 1],
      ['pages/operations-summary.json', 0],
    ]);
    expect(files[0].problems).toEqual(
      expect.arrayContaining([
        { path: 'fields[1].type', message: expect.stringContaining('got "unicorn"') },
        { path: 'list.columns[1]', message: '"nope" is not a declared field' },
        { path: 'colour', message: 'unknown property' },
      ]),
    );
    expect(files[2].problems[0]).toMatchObject({
      path: '',
      message: expect.stringContaining('not valid JSON'),
    });
    expect((await operator.call('/api/home/configuration-files')).status).toBe(403);
  });

  it('leaves creates and updates of the other resources working (built-in and JSON)', async () => {
    const tag = await operator.call('/api/assets/tags', {
      method: 'POST',
      body: { name: 'Config dir tag', colour: '#112233' },
    });
    expect(tag.status).toBe(201);
    const tagId = (tag.body as { id: number }).id;
    const tagUpdate = await operator.call(`/api/assets/tags/${tagId}`, {
      method: 'PUT',
      body: { colour: '#445566' },
    });
    expect(tagUpdate.body).toMatchObject({ colour: '#445566' });
    const invalid = await operator.call('/api/assets/tags', {
      method: 'POST',
      body: { name: 'x', colour: 'red' },
    });
    expect(invalid.status).toBe(400);

    const language = (
      platform.db.prepare("SELECT id FROM language WHERE code = 'en-GB'").get() as { id: number }
    ).id;
    const grammar = await operator.call('/api/assets/grammars', {
      method: 'POST',
      body: { name: 'Config dir grammar', kind: 'regex', content: '^[0-9]+$', idLanguage: language },
    });
    expect(grammar.status).toBe(201);
    const grammarId = (grammar.body as { id: number }).id;
    const grammarUpdate = await operator.call(`/api/assets/grammars/${grammarId}`, {
      method: 'PUT',
      body: { description: 'Digits' },
    });
    expect(grammarUpdate.body).toMatchObject({ description: 'Digits' });
  });
});

describe('npm run config:check', () => {
  const check = (target: string) =>
    promisify(execFile)(process.execPath, [
      '--import',
      'tsx',
      join(repoRoot, 'scripts/checkConfig.ts'),
      target,
    ]).then(
      ({ stdout }) => ({ code: 0, stdout, stderr: '' }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );

  it('exits 0 on the shipped directory and 1 with each problem on a broken one', async () => {
    const ok = await check(join(repoRoot, 'config'));
    expect(ok.code).toBe(0);
    expect(ok.stdout).toContain('1 resource file(s)');
    expect(ok.stdout).toContain('1 page file(s)');
    expect(ok.stdout).not.toContain('with 1');

    const broken = configDirCopy();
    writeFileSync(join(broken, 'resources', 'broken.json'), JSON.stringify(brokenResource()));
    writeFileSync(join(broken, 'pages', 'board.json'), JSON.stringify({ name: 'board', blocks: [] }));
    const failed = await check(broken);
    rmSync(broken, { recursive: true, force: true });
    expect(failed.code).toBe(1);
    expect(failed.stderr).toContain('broken.json: fields[1].type: expected one of');
    expect(failed.stderr).toContain('broken.json: list.columns[1]: "nope" is not a declared field');
    expect(failed.stderr).toContain('broken.json: colour: unknown property');
    expect(failed.stderr).toContain('board.json: path: is required');
    expect(failed.stderr).toContain('board.json: blocks: expected at least 1 item');
  }, 30_000);
});
