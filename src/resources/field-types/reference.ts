import { getOwnPath } from '../../shared/getPath';
import type { ReferenceField } from '../types';
import type { FieldOf, FieldTypeDefinition, SeedContext } from './fieldTypeDefinition';

/** How many options the fake provider's lookups answer, and the label of each (seeded labels match them). */
export const LOOKUP_SEED_SIZE = 5;
export const lookupSeedLabel = (id: unknown) => `Option ${String(id)}`;

/** A seeded reference id: another resource's ids 1…count in turn, or the fake lookup's options. */
export const seedReferenceId = (field: ReferenceField, { index, referenceCount }: SeedContext) =>
  (index % (field.lookup ? LOOKUP_SEED_SIZE : referenceCount(field.reference))) + 1;

/** The label a seeded record carries for a referenced id (`tenants 2`, or the lookup option's label). */
export const seedReferenceLabel = (field: ReferenceField, id: unknown) =>
  field.lookup ? lookupSeedLabel(id) : `${field.reference} ${String(id)}`;

/** The label the record carries for its reference (`labelSource`), if any. */
export const carriedLabel = (field: ReferenceField, record: unknown) =>
  field.labelSource ? getOwnPath(record, field.labelSource) : undefined;

/** The id of one record of another resource (a link to it) or one option of a lookup call. */
export const referenceType: FieldTypeDefinition<FieldOf<'reference'>> = {
  sortable: true,
  cell: (field, value, { record }) => String(carriedLabel(field, record) ?? value),
  seed: seedReferenceId,
  seedRelated: (field, value) =>
    field.labelSource ? { [field.labelSource]: seedReferenceLabel(field, value) } : {},
};
