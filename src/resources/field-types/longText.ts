import type { FieldOf, FieldTypeDefinition } from './fieldTypeDefinition';

/** Text with line breaks (kept in the display). */
export const longTextType: FieldTypeDefinition<FieldOf<'longText'>> = {
  sortable: true,
  searchable: true,
  seed: (_field, { resource, index }) => `Notes about ${resource.name} ${index + 1}.\nSecond line.`,
};
