/** Writes the area index and summaries (`npm run areas`; also run before the start, the tests and the build). */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  AREA_INDEX_PATH,
  AREA_SUMMARIES_PATH,
  areaIndexText,
  areaSummariesText,
  findManifests,
  importManifests,
} from './areaIndex';

const root = fileURLToPath(new URL('..', import.meta.url));
const manifests = findManifests(`${root}src`);

function write(path: string, text: string) {
  let current = '';
  try {
    current = readFileSync(`${root}${path}`, 'utf8');
  } catch {
    // first run
  }
  if (current !== text) {
    writeFileSync(`${root}${path}`, text);
    console.log(`wrote ${path}`);
  }
}

// The index first: the manifests are imported from their own folders, so a stale index does not matter here.
write(AREA_INDEX_PATH, areaIndexText(manifests));
write(AREA_SUMMARIES_PATH, await areaSummariesText(await importManifests(`${root}src`, manifests)));
