import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { labelsResource } from '../../tests/support/configDirCopy';
import { openConfigDir, type ConfigSnapshot } from './configDir';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'switchboard-config-test-'));
  dirs.push(dir);
  return dir;
};

describe('openConfigDir', () => {
  it('has no resources without a resources folder, and reads one created later on the next use', () => {
    const dir = tempDir();
    const config = openConfigDir(dir);
    expect(config.snapshot().states).toEqual([]);
    mkdirSync(join(dir, 'resources'));
    writeFileSync(join(dir, 'resources', 'labels.json'), JSON.stringify(labelsResource()));
    writeFileSync(join(dir, 'resources', 'notes.txt'), 'not a resource');
    expect([...config.snapshot().served.keys()]).toEqual(['labels.json']);
  });

  it('tells a watcher about files added to a resources folder that appeared after it started', async () => {
    const dir = tempDir();
    const config = openConfigDir(dir);
    const changes: ConfigSnapshot[] = [];
    const stop = config.watch((snapshot) => changes.push(snapshot));
    try {
      mkdirSync(join(dir, 'resources'));
      writeFileSync(join(dir, 'resources', 'labels.json'), JSON.stringify(labelsResource()));
      await expect.poll(() => changes.at(-1)?.served.has('labels.json'), { timeout: 5000 }).toBe(true);
      rmSync(join(dir, 'resources', 'labels.json'));
      await expect.poll(() => changes.at(-1)?.served.size, { timeout: 5000 }).toBe(0);
    } finally {
      stop();
    }
  });
});
