import type { FieldOf, FieldTypeDefinition } from './fieldTypeDefinition';
import { choiceCell, seedChoice } from './choices';

/** The label (i18n key) of the matching choice; an unknown value is shown raw. */
export function enumLabels(field: Pick<FieldOf<'enum'>, 'choices'>, value: unknown): string[] {
  const choice = field.choices.find((item) => item.value === value);
  return [choice ? choice.label : String(value)];
}

/** One value of an enumeration (or of the configuration's own choices), shown by its label and icon. */
export const enumType: FieldTypeDefinition<FieldOf<'enum'>> = {
  sortable: true,
  cell: (field, value, { translate }) => choiceCell(enumLabels(field, value), translate),
  seed: (field, { index }) => seedChoice(field, index),
};
