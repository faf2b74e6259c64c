import { z } from 'zod';
import type { CustomNames } from './customNames';
import { pageFileObjectSchema } from './pageFileSchema';
import { resourceObjectSchema } from './resourceSchema';

/** The JSON Schema of a configuration file's shape, with the names the areas declare filled in for completion. */
function fileJsonSchema(shape: z.ZodType, title: string, names?: CustomNames): Record<string, unknown> {
  const schema = {
    ...z.toJSONSchema(shape, { io: 'input', unrepresentable: 'any', target: 'draft-2020-12', reused: 'ref' }),
    title,
  };
  // The names the areas declare complete in an editor (the schema itself knows no area).
  const defs = schema.$defs as Record<string, Record<string, unknown>> | undefined;
  if (names && defs) {
    defs.customComponentName = { type: 'string', enum: [...names.components].sort() };
    defs.customInputName = { type: 'string', enum: [...names.inputs].sort() };
  }
  return schema;
}

/**
 * The JSON Schema of a resource file, generated from the one configuration schema, for editor completion
 * (`"$schema": "./resource.schema.json"` in a runtime resource). Cross-checks between parts are not expressible
 * there; the console reports those with their path when it loads the file.
 */
export const resourceJsonSchema = (names?: CustomNames) =>
  fileJsonSchema(resourceObjectSchema, 'Switchboard resource configuration', names);

/** The JSON Schema of a page file (`CONFIG_DIR/pages/*.json`), from the page schema the platform checks with. */
export const pageJsonSchema = (names?: CustomNames) =>
  fileJsonSchema(pageFileObjectSchema, 'Switchboard page configuration', names);

/** A published file's text: stable key order and a final newline, so regenerating it changes nothing. */
const schemaText = (schema: Record<string, unknown>) => `${JSON.stringify(schema, null, 2)}\n`;

export const resourceJsonSchemaText = (names?: CustomNames) => schemaText(resourceJsonSchema(names));
export const pageJsonSchemaText = (names?: CustomNames) => schemaText(pageJsonSchema(names));
