import { numberCheck, numberFromInput } from './conversions';
import type { FieldOf, FieldTypeDefinition } from './fieldTypeDefinition';

/** A number; the input must hold one. */
export const numberType: FieldTypeDefinition<FieldOf<'number'>> = {
  sortable: true,
  impliedCheck: () => numberCheck,
  seed: (_field, { index }) => (index * 7) % 101,
  fromInput: (_field, value) => numberFromInput(value),
};
