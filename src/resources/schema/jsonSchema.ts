import { z } from 'zod';
import { resourceObjectSchema } from './resourceSchema';

/**
 * The JSON Schema of a resource file, generated from the one configuration schema, for editor completion
 * (`"$schema": "./resource.schema.json"` in a runtime resource). Cross-checks between parts are not expressible
 * there; the console reports those with their path when it loads the file.
 */
export function resourceJsonSchema(): Record<string, unknown> {
  return {
    ...z.toJSONSchema(resourceObjectSchema, {
      io: 'input',
      unrepresentable: 'any',
      target: 'draft-2020-12',
      reused: 'ref',
    }),
    title: 'Switchboard resource configuration',
  };
}

/** The published file's text: stable key order and a final newline, so regenerating it changes nothing. */
export const resourceJsonSchemaText = () => `${JSON.stringify(resourceJsonSchema(), null, 2)}\n`;
