import type { FieldInput } from './field-types/fieldTypes';

/**
 * A reference by id that the API answers with the referenced record's name beside it (`idLine` and `lineName`):
 * the reference field, labelled and sorted by that name, and the name field itself.
 */
export const namedReference = (source: string, reference: string, nameSource: string): FieldInput[] => [
  { source, type: 'reference', reference, labelSource: nameSource, sortField: nameSource },
  { source: nameSource, type: 'text' },
];
