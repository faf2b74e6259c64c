import { z } from 'zod';
import { text } from '../schema/primitives';
import { common } from './fieldSchemaParts';

export const audioSchema = z.strictObject({
  type: z.literal('audio'),
  ...common,
  downloadName: text.optional(),
});
