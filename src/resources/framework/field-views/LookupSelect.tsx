import { SelectArrayInput, SelectInput } from 'react-admin';
import type { ReferenceField } from '../../types';
import { inputProps, type FieldInputProps } from './fieldView';
import type { Lookup } from './LookupViews';
import { useLookupOptions } from './useLookupOptions';

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
