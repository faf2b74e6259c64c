import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { afterAll, expect, it } from 'vitest';
import { repoRoot } from '../../dev-platform/settings';

const outDir = mkdtempSync(join(tmpdir(), 'switchboard-preload-build-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

it('index.html preloads the chunks the entry imports at once: the start and the built-in configurations', async () => {
  await build({ root: repoRoot, logLevel: 'error', build: { outDir, emptyOutDir: true, sourcemap: false } });
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  const preloaded = [
    ...html.matchAll(/<link rel="modulepreload" crossorigin href="\/assets\/([^"]+)">/g),
  ].map(([, file]) => file.replace(/-[\w-]{8}\.js$/, ''));
  expect(preloaded).toEqual(expect.arrayContaining(['startApp', '_virtual_built-in-resources']));
  // Not every lazy chunk: a detail page's code still loads when a detail is opened.
  expect(preloaded).not.toContain('ResourceDetail');
}, 180_000);
