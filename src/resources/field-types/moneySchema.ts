import { z } from 'zod';
import { source } from '../schema/primitives';
import { common } from './fieldSchemaParts';

export const moneySchema = z
  .strictObject({
    type: z.literal('money'),
    ...common,
    currency: z
      .string()
      .regex(/^[A-Z]{3}$/, { error: 'expected an ISO 4217 code such as "EUR"' })
      .optional(),
    currencySource: source.optional(),
  })
  .refine((field) => (field.currency === undefined) !== (field.currencySource === undefined), {
    error: 'needs either "currency" or "currencySource" (exactly one)',
  });
