import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Generated files kept per tenant; the oldest is deleted when a newer one is stored. */
const KEPT_PER_TENANT = 20;

/**
 * Generated speech of this platform process: WAV files in a temporary folder (like CSV exports), known by id and
 * tenant. They do not outlive the process: speech is generated to be played or downloaded right away.
 */
export function createAudioStore() {
  const folder = mkdtempSync(join(tmpdir(), 'switchboard-speech-'));
  const files = new Map<number, { idTenant: number; file: string }>();
  let next = 1;
  return {
    put(idTenant: number, wav: Buffer): number {
      const id = next++;
      const file = join(folder, `${id}.wav`);
      writeFileSync(file, wav);
      files.set(id, { idTenant, file });
      const mine = [...files].filter(([, entry]) => entry.idTenant === idTenant);
      for (const [old, entry] of mine.slice(0, Math.max(0, mine.length - KEPT_PER_TENANT))) {
        files.delete(old);
        void rm(entry.file, { force: true });
      }
      return id;
    },
    /** The WAV bytes of `id` when it belongs to the tenant. */
    async get(id: number, idTenant: number): Promise<Buffer | undefined> {
      const entry = files.get(id);
      return entry && entry.idTenant === idTenant ? readFile(entry.file) : undefined;
    },
    close() {
      files.clear();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
