import { z } from 'zod';
import { text } from '../schema/primitives';
import { common } from './fieldSchemaParts';

export const numberSchema = z.strictObject({
  type: z.literal('number'),
  ...common,
  /** The unit shown beside the input (a text or message key, e.g. `framework.units.days`). */
  unit: text.optional(),
});
