import { choiceCell, seedChoice } from './choices';
import type { FieldOf, FieldTypeDefinition } from './fieldTypeDefinition';

/** The labels (i18n keys) of every choice whose bit is set. */
export function flagLabels(field: Pick<FieldOf<'flags'>, 'choices'>, value: unknown): string[] {
  const bits = Number(value);
  return field.choices.filter((choice) => (bits & Number(choice.value)) !== 0).map((choice) => choice.label);
}

/** Bit flags: a sum of choice values, edited as check boxes (a list of set bits). */
export const flagsType: FieldTypeDefinition<FieldOf<'flags'>> = {
  sortable: false,
  cell: (field, value, { translate }) => choiceCell(flagLabels(field, value), translate),
  seed: (field, { index }) => seedChoice(field, index),
  toInput: (field, value) =>
    value === null || value === undefined
      ? []
      : field.choices.map((choice) => Number(choice.value)).filter((bit) => (Number(value) & bit) !== 0),
  fromInput: (_field, value) =>
    Array.isArray(value) ? value.reduce((sum: number, bit) => sum | Number(bit), 0) : 0,
};
