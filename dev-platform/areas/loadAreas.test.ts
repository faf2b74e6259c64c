import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database';
import { seedSteps } from '../db/seed/seedDatabase';
import { repoRoot } from '../settings';
import { areaMigrationDirs, areaNames, loadAreas } from './loadAreas';

const AREAS_DIR = import.meta.dirname;
// Platform areas without a console folder of the same name: the shell's calls, and tags (a runtime resource).
// Platform areas without a console folder of their own: the home calls, edit presence, search everywhere, the tags
// JSON resource.
const PLATFORM_ONLY = ['home', 'presence', 'search', 'tags'];

describe('platform areas', () => {
  it('finds an area.ts in every area folder, exporting an area named after it', async () => {
    const folders = readdirSync(AREAS_DIR, { withFileTypes: true }).filter((entry) => entry.isDirectory());
    expect(areaNames()).toEqual(folders.map((entry) => entry.name).sort());
    const areas = await loadAreas();
    expect(areas.map((area) => area.name)).toEqual(areaNames());
    for (const area of areas) expect(area.routes ?? area.register ?? area.seed, area.name).toBeTruthy();
  });

  it('names areas after the console folders', () => {
    const consoleFolders = ['src/resources', 'src/custom-pages'].flatMap((dir) =>
      readdirSync(join(repoRoot, dir)),
    );
    const unmatched = areaNames().filter((name) => !consoleFolders.includes(name));
    expect(unmatched).toEqual(PLATFORM_ONLY);
  });

  it('orders every seed step once', async () => {
    const areas = await loadAreas();
    const areaSteps = areas.reduce((n, area) => n + Object.keys(area.seed ?? {}).length, 0);
    expect((await seedSteps()).length).toBeGreaterThan(areaSteps);
  });

  it('applies every area migration when a database opens', () => {
    const files = areaMigrationDirs().flatMap((dir) => readdirSync(dir));
    expect(files.length).toBeGreaterThan(0);
    const db = openDatabase(':memory:');
    const applied = db.prepare('SELECT name FROM schema_migration').pluck().all();
    expect(applied).toEqual(expect.arrayContaining(files));
    expect(applied).toEqual([...applied].sort());
    db.close();
    for (const dir of areaMigrationDirs()) expect(existsSync(join(dir, '..', 'area.ts')), dir).toBe(true);
  });
});
