import { AutocompleteInput, ReferenceInput, type SortPayload } from 'react-admin';

const toQuery = (text: string) => ({ q: text });

export interface ReferenceFilterInputProps {
  source: string;
  alwaysOn?: boolean;
  reference: string;
  sort?: SortPayload;
  /** The autocomplete's label (not `label`: react-admin's filter menu reads that, and named the source before). */
  inputLabel: string;
  optionText: string;
}

/** A list filter on a reference: searches the target's records by their representation. */
export function ReferenceFilterInput({ inputLabel, optionText, ...props }: ReferenceFilterInputProps) {
  return (
    <ReferenceInput {...props}>
      <AutocompleteInput label={inputLabel} optionText={optionText} filterToQuery={toQuery} />
    </ReferenceInput>
  );
}
