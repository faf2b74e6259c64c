import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { afterAll, expect, it } from 'vitest';
import { repoRoot } from '../../dev-platform/settings';

const outDir = mkdtempSync(join(tmpdir(), 'switchboard-preload-build-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

// rolldown's runtime chunk has no source map: it has no sources.
const sourcesOf = (file: string): string[] =>
  existsSync(join(outDir, 'assets', `${file}.map`))
    ? (JSON.parse(readFileSync(join(outDir, 'assets', `${file}.map`), 'utf8')) as { sources: string[] })
        .sources
    : [];

it('index.html requests the code of a cold list load itself (the start, the list view), not every screen', async () => {
  await build({ root: repoRoot, logLevel: 'error', build: { outDir, emptyOutDir: true, sourcemap: true } });
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  const requested = [
    ...html.matchAll(/<script type="module" crossorigin src="\/assets\/([^"]+)">/g),
    ...html.matchAll(/<link rel="modulepreload" crossorigin href="\/assets\/([^"]+)">/g),
  ].map(([, file]) => file);
  const sources = requested.flatMap(sourcesOf);
  expect(sources.some((source) => source.endsWith('src/app/startApp.tsx'))).toBe(true);
  expect(sources.some((source) => source.endsWith('framework/ResourceList.tsx'))).toBe(true);
  // A cold list load needs only that list's configurations (the entry asks for them): not the whole set.
  expect(requested.some((file) => file.startsWith('_virtual_built-in-resources'))).toBe(false);
  // Not every lazy screen: a detail page's code still loads when a detail is opened.
  expect(sources.some((source) => source.endsWith('ResourceDetail.tsx'))).toBe(false);
  // react-admin's default exporter writes CSV without neutralising formulas: its writer is not shipped (vite.config.ts).
  expect(sources.some((source) => source.includes('node_modules/jsonexport/'))).toBe(false);
  expect(sources.some((source) => source.endsWith('list/noDefaultExporter.ts'))).toBe(true);
  // One file for the libraries and the console's start: brotli compresses it better than several.
  expect(requested.filter((file) => file.startsWith('core-'))).toHaveLength(1);
}, 180_000);
