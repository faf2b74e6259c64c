import { SelectArrayInput, SelectInput } from 'react-admin';
import type { ReferenceField } from '../../types';
import { inputProps, type FieldInputProps } from './fieldView';
import { useLookupOptions } from './useLookupOptions';

type Lookup = NonNullable<ReferenceField['lookup']>;

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

/** A select of a lookup's options (several for a reference list). */
export function LookupSelect({
  lookup,
  multiple,
  ...props
}: FieldInputProps<ReferenceField> & { lookup: Lookup; multiple: boolean }) {
  const { data: options, isPending } = useLookupOptions(lookup);
  const common = { ...inputProps(props), choices: options ?? [], isPending, translateChoice: false };
  return multiple ? <SelectArrayInput {...common} /> : <SelectInput {...common} />;
}
