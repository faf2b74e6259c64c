import type { FieldOf, FieldTypeDefinition } from './fieldTypeDefinition';

/** A secret: masked, revealed on demand (`reveal` call), never in drafts nor exports, never seeded. */
export const secretType: FieldTypeDefinition<FieldOf<'secret'>> = {
  sortable: false,
  secret: true,
  cell: () => '',
  seed: () => undefined,
};
