import type { ReferenceField } from '../../types';
import { useLookupOptions } from './useLookupOptions';

export type Lookup = NonNullable<ReferenceField['lookup']>;

/** The labels of lookup options by id; while loading (or for unknown ids) the record's own label, else the id. */
export function LookupLabels({
  lookup,
  ids,
  labels,
}: {
  lookup: Lookup;
  ids: readonly unknown[];
  labels: readonly unknown[];
}) {
  const { data: options } = useLookupOptions(lookup);
  const text = ids.map((id, index) => {
    const option = options?.find((item) => String(item.id) === String(id));
    return option?.name ?? String(labels[index] ?? id);
  });
  return <>{text.join(', ')}</>;
}
