/** Writes the area index (`npm run areas`; also run before the start, the tests and the build). */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { AREA_INDEX_PATH, areaIndexText, findManifests } from './areaIndex';

const root = fileURLToPath(new URL('..', import.meta.url));
const target = `${root}${AREA_INDEX_PATH}`;
const text = areaIndexText(findManifests(`${root}src`));
let current = '';
try {
  current = readFileSync(target, 'utf8');
} catch {
  // first run
}
if (current !== text) {
  writeFileSync(target, text);
  console.log(`wrote ${AREA_INDEX_PATH}`);
}
