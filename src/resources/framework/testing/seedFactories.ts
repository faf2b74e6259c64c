import type { RaRecord } from 'react-admin';
import type { FieldConfig, ResourceConfig } from '../../types';

/** Extra or overriding values for the `index`-th seeded record of a resource. */
export type SeedFactory = (index: number) => Record<string, unknown>;

const DAY = 86_400_000;
const BASE = Date.UTC(2024, 0, 1, 9, 0);

function setPath(target: Record<string, unknown>, path: string, value: unknown) {
  const keys = path.split('.');
  let current = target;
  keys.slice(0, -1).forEach((key) => {
    current[key] = typeof current[key] === 'object' && current[key] !== null ? current[key] : {};
    current = current[key] as Record<string, unknown>;
  });
  current[keys[keys.length - 1]] = value;
}

/** A plausible, deterministic value of a field for the `index`-th record (references point at ids 1…count). */
function valueOf(
  resource: ResourceConfig,
  field: FieldConfig,
  index: number,
  referenceCount: number,
): unknown {
  const n = index + 1;
  switch (field.type) {
    case 'text':
      return field.source === resource.representation ? `${resource.name} ${n}` : `${field.source} ${n}`;
    case 'longText':
      return `Notes about ${resource.name} ${n}.\nSecond line.`;
    case 'number':
      return (index * 7) % 101;
    case 'duration':
      return (index * 37) % 3600;
    case 'boolean':
      return index % 3 !== 2;
    case 'date':
      return new Date(BASE + index * DAY).toISOString().slice(0, 10);
    case 'datetime':
      return new Date(BASE + index * (DAY / 4)).toISOString();
    case 'enum':
    case 'flags':
      return field.choices[index % field.choices.length].value;
    case 'reference':
      return (index % referenceCount) + 1;
    case 'referenceList':
      return [(index % referenceCount) + 1];
    case 'json':
      return { index: n, enabled: index % 2 === 0 };
    case 'url':
      return `https://example.com/${resource.name}/${n}`;
    case 'email':
      return `${resource.name}${n}@example.com`;
    case 'tags':
      return index % 2 === 0 ? ['alpha', 'beta'] : ['gamma'];
    case 'secret':
      return undefined;
  }
}

/**
 * Generates `count` deterministic records of a resource from its configuration: every declared field gets a value
 * of its type, references point at ids 1…`referenceCounts[target]`, their label fields say which record they name.
 * A `factory` adds or overrides values per record.
 */
export function seedRecords(
  resource: ResourceConfig,
  count: number,
  options: { referenceCounts?: Record<string, number>; factory?: SeedFactory } = {},
): RaRecord[] {
  return Array.from({ length: count }, (_, index) => {
    const record: Record<string, unknown> = {};
    for (const field of resource.fields) {
      const references =
        (field.type === 'reference' || field.type === 'referenceList' ? field.reference : undefined) ?? '';
      const referenceCount = Math.max(1, options.referenceCounts?.[references] ?? count);
      const value = valueOf(resource, field, index, referenceCount);
      if (value !== undefined) setPath(record, field.source, value);
    }
    for (const field of resource.fields) {
      if ((field.type === 'reference' || field.type === 'referenceList') && field.labelSource) {
        const ids = ([] as unknown[]).concat(record[field.source] ?? []);
        const labels = ids.map((id) => `${field.reference} ${String(id)}`);
        setPath(record, field.labelSource, field.type === 'reference' ? labels[0] : labels);
      }
    }
    const idField = resource.fields.find((field) => field.source === resource.idField);
    setPath(
      record,
      resource.idField,
      idField?.type === 'number' ? index + 1 : `${resource.name}-${index + 1}`,
    );
    Object.assign(record, options.factory?.(index));
    return { ...record, id: record[resource.idField] } as RaRecord;
  });
}
