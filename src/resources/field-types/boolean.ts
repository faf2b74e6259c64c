import type { FieldOf, FieldTypeDefinition } from './fieldTypeDefinition';

/** The i18n key of a yes/no value. */
export const booleanLabel = (value: unknown) => (value ? 'ra.boolean.true' : 'ra.boolean.false');

/** Yes or no. */
export const booleanType: FieldTypeDefinition<FieldOf<'boolean'>> = {
  sortable: true,
  cell: (_field, value, { translate }) => translate(booleanLabel(value)),
  cellTexts: [booleanLabel(true), booleanLabel(false)],
  seed: (_field, { index }) => index % 3 !== 2,
};
