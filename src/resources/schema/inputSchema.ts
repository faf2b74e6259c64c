import { z } from 'zod';
import { customInputName } from './customNames';
import { source } from './primitives';
import { validatorSchema } from './validatorSchema';

/**
 * A form input of a declared field. `submit: false` keeps it out of the payload (e.g. a confirmation); `component`
 * names a registered input shown instead of the field type's own (e.g. a folder tree to pick a folder).
 */
export const inputSchema = z.strictObject({
  source,
  validate: z.array(validatorSchema).default([]),
  readOnly: z.boolean().default(false),
  submit: z.boolean().default(true),
  defaultValue: z.unknown().optional(),
  /** The record's value the input starts from instead of its own (a duplicate's name starts as `copyName`). */
  initialSource: source.optional(),
  component: customInputName.optional(),
});

export type InputSpec = z.input<typeof inputSchema>;
export type InputConfig = z.output<typeof inputSchema>;
