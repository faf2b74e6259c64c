/** Writes config/resource.schema.json from the configuration schema (`npm run schema`). */
import { writeFileSync } from 'node:fs';
import { componentNamesOfAreas, inputNamesOfAreas } from '../src/resources/areas';
import { resourceJsonSchemaText } from '../src/resources/schema/jsonSchema';

const target = new URL('../config/resource.schema.json', import.meta.url);
writeFileSync(
  target,
  resourceJsonSchemaText({ components: componentNamesOfAreas, inputs: inputNamesOfAreas }),
);
console.log(`wrote ${target.pathname}`);
