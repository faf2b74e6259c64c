import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../dev-platform/settings';
import {
  AREA_INDEX_PATH,
  AREA_SUMMARIES_PATH,
  areaIndexText,
  areaSummariesText,
  findManifests,
} from '../../scripts/areaIndex';
import { sortedAreas } from '../../src/resources/areas';
import { validateRegistry } from '../../src/resources/registryLookup';

// The console, the tests and the dev platform find the areas through one generated index, and the console's shell
// knows them by their generated summaries: a manifest added, removed or changed without regenerating them
// (`npm run areas`, also run before start, build and test) fails here.
describe('the area index', () => {
  const file = join(repoRoot, AREA_INDEX_PATH);

  it('lists every folder holding a manifest.ts', () => {
    const manifests = findManifests(join(repoRoot, 'src'));
    expect(manifests).toContain('resources/flows');
    expect(manifests).toContain('custom-pages/tts-generator');
    expect(readFileSync(file, 'utf8')).toBe(areaIndexText(manifests));
  });

  it('has the summaries of the manifests as they are', async () => {
    expect(readFileSync(join(repoRoot, AREA_SUMMARIES_PATH), 'utf8')).toBe(
      await areaSummariesText(sortedAreas),
    );
  });

  it('holds areas with unique names and orders, each named after its folder', () => {
    const names = sortedAreas.map((area) => area.name);
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(sortedAreas.map((area) => area.order)).size).toBe(names.length);
    expect([...names].sort()).toEqual(
      findManifests(join(repoRoot, 'src'))
        .map((path) => path.split('/')[1])
        .sort(),
    );
  });

  // The browser trusts the built-in configurations: the registry's cross-checks of every manifest run here.
  it("passes the registry's checks with every built-in manifest's resources", () => {
    const resources = sortedAreas.flatMap((area) => area.resources ?? []);
    expect(validateRegistry(resources)).toEqual(resources);
  });

  it('gives every named component and input to one area only', () => {
    for (const kind of ['components', 'inputs'] as const) {
      const names = sortedAreas.flatMap((area) => Object.keys(area[kind] ?? {}));
      expect(names.length, kind).toBe(new Set(names).size);
    }
  });
});
