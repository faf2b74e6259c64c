import type { FieldOf, FieldTypeDefinition } from './fieldTypeDefinition';
import { carriedLabel, seedReferenceId, seedReferenceLabel } from './reference';

const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : [value]);

/** Ids of records of another resource (or lookup options), with their labels in a parallel list (`labelSource`). */
export const referenceListType: FieldTypeDefinition<FieldOf<'referenceList'>> = {
  sortable: false,
  cell: (field, value, { record }) => {
    const labels = carriedLabel(field, record);
    return (Array.isArray(labels) ? labels : listOf(value)).map(String).join(', ');
  },
  seed: (field, ctx) => [seedReferenceId(field, ctx)],
  seedRelated: (field, value) =>
    field.labelSource
      ? { [field.labelSource]: listOf(value).map((id) => seedReferenceLabel(field, id)) }
      : {},
  fromInput: (_field, value) => (Array.isArray(value) ? value : []),
};
