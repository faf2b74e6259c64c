/** Writes config/resource.schema.json and config/page.schema.json from the configuration schemas (`npm run schema`). */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { componentNamesOfAreas, inputNamesOfAreas } from '../src/resources/areas';
import { pageJsonSchemaText, resourceJsonSchemaText } from '../src/resources/schema/jsonSchema';

const names = { components: componentNamesOfAreas, inputs: inputNamesOfAreas };
for (const [file, text] of [
  ['resource.schema.json', resourceJsonSchemaText(names)],
  ['page.schema.json', pageJsonSchemaText(names)],
] as const) {
  const target = fileURLToPath(new URL(`../config/${file}`, import.meta.url));
  // In Prettier's format, so the published file passes `npm run lint`.
  writeFileSync(target, await format(text, { ...(await resolveConfig(target)), filepath: target }));
  console.log(`wrote ${target}`);
}
