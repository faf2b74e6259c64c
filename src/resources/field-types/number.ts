import { numberCheck, numberFromInput } from './conversions';
import { plain } from './fieldSchemaParts';
import type { FieldOf, FieldTypeDefinition } from './fieldTypeDefinition';

export const numberSchema = plain('number');

/** A number; the input must hold one. */
export const numberType: FieldTypeDefinition<FieldOf<'number'>> = {
  sortable: true,
  impliedCheck: () => numberCheck,
  seed: (_field, { index }) => (index * 7) % 101,
  fromInput: (_field, value) => numberFromInput(value),
};
