import { jsonCheck, jsonFromInput, jsonText, jsonToInput } from './conversions';
import type { FieldOf, FieldTypeDefinition } from './fieldTypeDefinition';

/** Any JSON value, shown pretty-printed and edited as JSON text. */
export const jsonType: FieldTypeDefinition<FieldOf<'json'>> = {
  sortable: false,
  impliedCheck: () => jsonCheck,
  cell: (_field, value) => jsonText(value),
  seed: (_field, { index }) => ({ index: index + 1, enabled: index % 2 === 0 }),
  toInput: (_field, value) => jsonToInput(value),
  fromInput: (_field, value) => jsonFromInput(value),
};
