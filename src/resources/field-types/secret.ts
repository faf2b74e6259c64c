import { z } from 'zod';
import { call } from '../schema/primitives';
import { common } from './fieldSchemaParts';
import type { FieldOf, FieldTypeDefinition } from './fieldTypeDefinition';

export const secretSchema = z.strictObject({ type: z.literal('secret'), ...common, reveal: call.optional() });

/** A secret: masked, revealed on demand (`reveal` call), never in drafts nor exports, never seeded. */
export const secretType: FieldTypeDefinition<FieldOf<'secret'>> = {
  sortable: false,
  secret: true,
  cell: () => '',
  seed: () => undefined,
};
