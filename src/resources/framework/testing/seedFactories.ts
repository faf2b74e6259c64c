import type { RaRecord } from 'react-admin';
import { setPath } from '../../../utils/setPath';
import type { SeedContext } from '../../field-types/fieldTypeDefinition';
import { fieldTypeOf } from '../../field-types/fieldTypeRegistry';
import type { ResourceConfig } from '../../types';

/** Extra or overriding values for the `index`-th seeded record of a resource. */
export type SeedFactory = (index: number) => Record<string, unknown>;

/**
 * Generates `count` deterministic records of a resource from its configuration: every declared field gets its
 * type's seed value, references point at ids 1…`referenceCounts[target]`, their label fields say which record they
 * name. A `factory` adds or overrides values per record.
 */
export function seedRecords(
  resource: ResourceConfig,
  count: number,
  options: { referenceCounts?: Record<string, number>; factory?: SeedFactory } = {},
): RaRecord[] {
  const referenceCount = (target: string | undefined) =>
    Math.max(1, options.referenceCounts?.[target ?? ''] ?? count);
  return Array.from({ length: count }, (_, index) => {
    const ctx: SeedContext = { resource, index, referenceCount };
    const record: Record<string, unknown> = {};
    const values = resource.fields.map((field) => fieldTypeOf(field).seed(field, ctx));
    resource.fields.forEach((field, position) => {
      if (values[position] !== undefined) setPath(record, field.source, values[position]);
    });
    // Related values (labels of references, currencies) win over the seed values of the fields they fill.
    resource.fields.forEach((field, position) => {
      const related = fieldTypeOf(field).seedRelated?.(field, values[position], ctx) ?? {};
      Object.entries(related).forEach(([path, value]) => setPath(record, path, value));
    });
    const idField = resource.fields.find((field) => field.source === resource.idField);
    const numericId = idField !== undefined && typeof values[resource.fields.indexOf(idField)] === 'number';
    setPath(record, resource.idField, numericId ? index + 1 : `${resource.name}-${index + 1}`);
    Object.assign(record, options.factory?.(index));
    return { ...record, id: record[resource.idField] } as RaRecord;
  });
}
