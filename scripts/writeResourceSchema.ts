/** Writes config/resource.schema.json from the configuration schema (`npm run schema`). */
import { writeFileSync } from 'node:fs';
import { customComponentNames, customInputNames } from '../src/resources/areas';
import { resourceJsonSchemaText } from '../src/resources/schema/jsonSchema';

const target = new URL('../config/resource.schema.json', import.meta.url);
writeFileSync(target, resourceJsonSchemaText({ components: customComponentNames, inputs: customInputNames }));
console.log(`wrote ${target.pathname}`);
