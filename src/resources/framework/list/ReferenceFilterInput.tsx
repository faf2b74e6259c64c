import { AutocompleteInput, ReferenceInput, type SortPayload } from 'react-admin';

const toQuery = (text: string) => ({ q: text });

export interface ReferenceFilterInputProps {
  source: string;
  alwaysOn?: boolean;
  reference: string;
  sort?: SortPayload;
  /** The autocomplete's label, and the filter menu's entry (react-admin's filter menu reads the element's `label`). */
  label: string;
  optionText: string;
}

/** A list filter on a reference: searches the target's records by their representation. */
export function ReferenceFilterInput({ label, optionText, ...props }: ReferenceFilterInputProps) {
  return (
    <ReferenceInput {...props}>
      <AutocompleteInput label={label} optionText={optionText} filterToQuery={toQuery} />
    </ReferenceInput>
  );
}
