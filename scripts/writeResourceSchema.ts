/** Writes config/resource.schema.json from the configuration schema (`npm run schema`). */
import { writeFileSync } from 'node:fs';
import { resourceJsonSchemaText } from '../src/resources/schema/jsonSchema';

const target = new URL('../config/resource.schema.json', import.meta.url);
writeFileSync(target, resourceJsonSchemaText());
console.log(`wrote ${target.pathname}`);
