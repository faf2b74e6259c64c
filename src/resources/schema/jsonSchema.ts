import { z } from 'zod';
import type { CustomNames } from './customNames';
import { resourceObjectSchema } from './resourceSchema';

/**
 * The JSON Schema of a resource file, generated from the one configuration schema, for editor completion
 * (`"$schema": "./resource.schema.json"` in a runtime resource). Cross-checks between parts are not expressible
 * there; the console reports those with their path when it loads the file.
 */
export function resourceJsonSchema(names?: CustomNames): Record<string, unknown> {
  const schema = {
    ...z.toJSONSchema(resourceObjectSchema, {
      io: 'input',
      unrepresentable: 'any',
      target: 'draft-2020-12',
      reused: 'ref',
    }),
    title: 'Switchboard resource configuration',
  };
  // The names the areas declare complete in an editor (the schema itself knows no area).
  const defs = schema.$defs as Record<string, Record<string, unknown>> | undefined;
  if (names && defs) {
    defs.customComponentName = { type: 'string', enum: [...names.components].sort() };
    defs.customInputName = { type: 'string', enum: [...names.inputs].sort() };
  }
  return schema;
}

/** The published file's text: stable key order and a final newline, so regenerating it changes nothing. */
export const resourceJsonSchemaText = (names?: CustomNames) =>
  `${JSON.stringify(resourceJsonSchema(names), null, 2)}\n`;
