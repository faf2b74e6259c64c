/** Writes config/resource.schema.json from the configuration schema (`npm run schema`), in Prettier's format. */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { componentNamesOfAreas, inputNamesOfAreas } from '../src/resources/areas';
import { resourceJsonSchemaText } from '../src/resources/schema/jsonSchema';

const target = fileURLToPath(new URL('../config/resource.schema.json', import.meta.url));
const text = resourceJsonSchemaText({ components: componentNamesOfAreas, inputs: inputNamesOfAreas });
writeFileSync(target, await format(text, { ...(await resolveConfig(target)), filepath: target }));
console.log(`wrote ${target}`);
