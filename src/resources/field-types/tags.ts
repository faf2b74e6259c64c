import { isBlankInput, type FieldOf, type FieldTypeDefinition } from './fieldTypeDefinition';

/** The text of a tag list item: strings, or objects with a name. */
export function tagText(tag: unknown): string {
  if (typeof tag === 'object' && tag !== null && 'name' in tag)
    return String((tag as { name: unknown }).name);
  return String(tag);
}

/** The tags of a value (a single value counts as one tag). */
export const tagsOf = (value: unknown): string[] => (Array.isArray(value) ? value : [value]).map(tagText);

/** A list of tags, edited as comma-separated text. */
export const tagsType: FieldTypeDefinition<FieldOf<'tags'>> = {
  sortable: false,
  cell: (_field, value) => tagsOf(value).join(', '),
  seed: (_field, { index }) => (index % 2 === 0 ? ['alpha', 'beta'] : ['gamma']),
  toInput: (_field, value) =>
    value === null || value === undefined
      ? value
      : Array.isArray(value)
        ? value.map(String).join(', ')
        : String(value),
  fromInput: (_field, value) =>
    isBlankInput(value)
      ? []
      : String(value)
          .split(',')
          .map((tag) => tag.trim())
          .filter(Boolean),
};
