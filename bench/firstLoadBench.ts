/** First-load size: the gzip bytes of the entry and its modulepreloads plus CSS, as the browser fetches them. */
import { build } from 'vite';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { repoRoot } from '../dev-platform/settings';
import { record } from './report';

export async function measureFirstLoad() {
  const outDir = mkdtempSync(join(tmpdir(), 'switchboard-bench-'));
  try {
    await build({ root: repoRoot, logLevel: 'error', build: { outDir, emptyOutDir: true } });
    const html = readFileSync(join(outDir, 'index.html'), 'utf8');
    // What the browser fetches before first render: the entry module and its modulepreloads, plus CSS.
    const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
    const gzipped = assets.reduce(
      (sum, asset) => sum + gzipSync(readFileSync(join(outDir, asset))).length,
      0,
    );
    // The first load before framework v2 (315.1 KiB): new areas and framework features must not grow it.
    record('first-load JS+CSS (gzip)', gzipped / 1024, 'KiB', 315);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
