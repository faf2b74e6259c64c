import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../settings';

// What the production build is made from; a change in any of these makes the build stale.
const BUILD_INPUTS = ['src', 'public', 'index.html', 'vite.config.ts'];
const LOCK_STALE_MS = 10 * 60 * 1000;

/** Newest modification time of a file or below a folder. */
function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** Whether the build in `consoleDir` is missing or older than any of its inputs. */
export function isBuildStale(consoleDir: string): boolean {
  const indexFile = join(consoleDir, 'index.html');
  if (!existsSync(indexFile)) return true;
  const built = statSync(indexFile).mtimeMs;
  return BUILD_INPUTS.some((input) => newestMtime(join(repoRoot, input)) > built);
}

/** Runs `work` while holding a directory lock shared by every platform process on this machine. */
async function withLock(lockDir: string, work: () => Promise<void>): Promise<void> {
  for (;;) {
    try {
      mkdirSync(lockDir);
      break;
    } catch {
      // A lock left by a killed process would block every later start.
      if (existsSync(lockDir) && Date.now() - statSync(lockDir).mtimeMs > LOCK_STALE_MS)
        rmSync(lockDir, { recursive: true, force: true });
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  try {
    await work();
  } finally {
    rmSync(lockDir, { recursive: true, force: true });
  }
}

/**
 * Builds the console with Vite when the build is missing or stale. Several platforms may start at once (the e2e
 * servers, a developer's `npm start`): one builds under a lock into a fresh folder that then replaces the old build
 * in two renames, so no server ever serves a half-written or emptied folder.
 */
export async function ensureConsoleBuild(consoleDir: string, log: (msg: string) => void): Promise<void> {
  if (!isBuildStale(consoleDir)) return;
  await withLock(`${consoleDir}.lock`, async () => {
    if (!isBuildStale(consoleDir)) return; // another process built it while we waited
    log('Building the console (vite build)…');
    const fresh = `${consoleDir}.building-${process.pid}`;
    const old = `${consoleDir}.old-${process.pid}`;
    const { build } = await import('vite');
    await build({ root: repoRoot, logLevel: 'warn', build: { outDir: fresh, emptyOutDir: true } });
    if (existsSync(consoleDir)) renameSync(consoleDir, old);
    renameSync(fresh, consoleDir);
    rmSync(old, { recursive: true, force: true });
  });
}
