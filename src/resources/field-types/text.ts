import type { FieldOf, FieldTypeDefinition } from './fieldTypeDefinition';

/** One line of text. Seeded records are named after their resource (`tags 3`). */
export const textType: FieldTypeDefinition<FieldOf<'text'>> = {
  sortable: true,
  searchable: true,
  seed: (field, { resource, index }) =>
    field.source === resource.representation
      ? `${resource.name} ${index + 1}`
      : `${field.source} ${index + 1}`,
};
