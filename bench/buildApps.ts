/**
 * The bench's production builds, each made in a child process: made in-process, they left the process that then
 * serves both apps (and runs the dev platform's API) at ~1.4 GB resident during the timed loads, against ~0.3 GB
 * now; the measured server should not carry another job's memory (no change in the ratios could be shown either
 * way). Run as a script, it makes one build: `tsx bench/buildApps.ts console|floor <outDir>`.
 */
import react from '@vitejs/plugin-react';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { build } from 'vite';
import { repoRoot } from '../dev-platform/settings';
import { compressAssetsPlugin } from '../scripts/compressAssetsPlugin';

export type BenchBuild = 'console' | 'floor';

async function buildHere(kind: BenchBuild, outDir: string) {
  if (kind === 'floor') {
    await build({
      configFile: false,
      root: join(import.meta.dirname, 'floor-app'),
      logLevel: 'error',
      plugins: [react(), compressAssetsPlugin()],
      build: { outDir, emptyOutDir: true },
    });
    return;
  }
  await build({
    root: repoRoot,
    logLevel: 'error',
    build: { outDir, emptyOutDir: true },
  });
}

/** Builds `kind` into `outDir` in a child process (see above); throws when the build fails. */
export function buildApp(kind: BenchBuild, outDir: string): void {
  execFileSync(process.execPath, ['--import', 'tsx', import.meta.filename, kind, outDir], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
}

if (process.argv[1] === import.meta.filename) {
  const [kind, outDir] = process.argv.slice(2) as [BenchBuild, string];
  await buildHere(kind, outDir);
}
