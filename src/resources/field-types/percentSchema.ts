import { z } from 'zod';
import { common } from './fieldSchemaParts';

export const percentSchema = z.strictObject({
  type: z.literal('percent'),
  ...common,
  /** 1: the value is a fraction (0.25 is 25 %); 100: the value is the percentage itself (25 is 25 %). */
  scale: z.union([z.literal(1), z.literal(100)]).default(1),
});
