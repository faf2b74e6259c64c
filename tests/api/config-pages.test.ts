import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '../../dev-platform/platform';
import type { ConfigFilesResponse } from '../../src/shared/wire/configuration';
import type { RuntimeConfig } from '../../src/shared/wire/runtimeConfig';
import { configDirCopy } from '../support/configDirCopy';
import { startTestPlatform } from '../support/testPlatform';
import { sessionFor, type Session } from './session';

// Issue 30.5: pages made of the framework's blocks, declared by ops in CONFIG_DIR/pages/*.json.
let platform: Platform;
let dir: string;
let admin: Session;

beforeAll(async () => {
  dir = configDirCopy();
  platform = await startTestPlatform({ configDir: dir });
  admin = await sessionFor(platform, 'admin');
});
afterAll(async () => {
  await platform?.close();
  rmSync(dir, { recursive: true, force: true });
});

const write = (file: string, value: unknown) => {
  mkdirSync(join(dir, 'pages'), { recursive: true });
  writeFileSync(join(dir, 'pages', file), typeof value === 'string' ? value : JSON.stringify(value));
};
const listed = async () =>
  ((await (await fetch(`${platform.url}/config.json`)).json()) as RuntimeConfig).pages;

const board = (overrides: Record<string, unknown> = {}) => ({
  name: 'board',
  path: '/administration/board',
  section: 'administration',
  label: 'Board',
  permissions: [],
  blocks: [{ type: 'list', resource: 'tags', columns: ['name'] }],
  ...overrides,
});

describe('page files of the configuration directory', () => {
  it('lists the shipped example in /config.json and serves it with an ETag', async () => {
    expect(await listed()).toEqual(['/pages/operations-summary.json']);
    const first = await fetch(`${platform.url}/pages/operations-summary.json`);
    expect(first.status).toBe(200);
    expect(((await first.json()) as { name: string }).name).toBe('operationsSummary');
    const again = await fetch(`${platform.url}/pages/operations-summary.json`, {
      headers: { 'If-None-Match': first.headers.get('etag')! },
    });
    expect(again.status).toBe(304);
  });

  it('adds a good file without a restart and skips a broken one with all of its problems, breaking nothing else', async () => {
    write('board.json', board());
    write('clash.json', board({ name: 'clash', path: '/administration/tenants' }));
    write(
      'broken.json',
      board({ name: 'broken', path: '/x', blocks: [{ type: 'list', resource: 'nothing', perPage: 0 }] }),
    );
    write('syntax.json', '{ "name": ');
    try {
      expect(await listed()).toEqual(['/pages/board.json', '/pages/operations-summary.json']);
      expect((await fetch(`${platform.url}/pages/board.json`)).status).toBe(200);
      expect((await fetch(`${platform.url}/pages/broken.json`)).status).toBe(404);
      const { body } = await admin.call('/api/home/configuration-files');
      const problems = Object.fromEntries(
        (body as ConfigFilesResponse).files.map(({ file, problems }) => [
          file,
          problems.map(({ path, message }) => `${path}: ${message}`),
        ]),
      );
      expect(problems['pages/board.json']).toEqual([]);
      expect(problems['pages/clash.json']).toEqual(['path: "/administration/tenants" is already used']);
      expect(problems['pages/broken.json']).toEqual(['blocks[0].perPage: must be at least 1, got 0']);
      expect(problems['pages/syntax.json']?.[0]).toMatch(/^: is not valid JSON/);
      expect(problems['tags.json']).toEqual([]);
      // The resources keep working.
      expect((await admin.call('/api/assets/tags')).status).toBe(200);
    } finally {
      for (const file of ['board.json', 'clash.json', 'broken.json', 'syntax.json'])
        rmSync(join(dir, 'pages', file));
    }
    expect(await listed()).toEqual(['/pages/operations-summary.json']);
  });
});
