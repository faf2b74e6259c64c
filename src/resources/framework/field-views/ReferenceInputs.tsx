import {
  AutocompleteArrayInput,
  AutocompleteInput,
  ReferenceArrayInput,
  ReferenceInput,
  TextInput,
} from 'react-admin';
import type { FieldOf } from '../../field-types/fieldTypeDefinition';
import { useResourceSummaries } from '../ResourceRegistryContext';
import { inputProps, type FieldInputProps } from './fieldView';
import { LookupSelect } from './LookupSelect';

const toQuery = (text: string) => ({ q: text });

/** Searches one record (or several) of the resource a reference field names, by its representation. */
export function ResourceReferenceInput({
  multiple,
  ...props
}: FieldInputProps<FieldOf<'reference' | 'referenceList'>> & { multiple: boolean }) {
  const { field, validate, readOnly } = props;
  const target = useResourceSummaries().find((resource) => resource.name === field.reference);
  if (!target) return <TextInput {...inputProps(props)} />;
  const reference = {
    source: field.source,
    reference: target.route,
    sort: target.list.defaultSort,
    // Every record of the target, not only its list page's (a flow in any folder).
    queryOptions: { meta: { picker: true } },
  };
  const search = {
    label: field.label,
    validate,
    readOnly,
    optionText: target.representation,
    filterToQuery: toQuery,
    fullWidth: true,
  };
  return multiple ? (
    <ReferenceArrayInput {...reference}>
      <AutocompleteArrayInput {...search} />
    </ReferenceArrayInput>
  ) : (
    <ReferenceInput {...reference}>
      <AutocompleteInput {...search} />
    </ReferenceInput>
  );
}

/** Searches the referenced resource's records, or selects a lookup option. */
export function ReferenceFieldInput(props: FieldInputProps<FieldOf<'reference'>>) {
  const { lookup } = props.field;
  return lookup ? (
    <LookupSelect {...props} lookup={lookup} multiple={false} />
  ) : (
    <ResourceReferenceInput {...props} multiple={false} />
  );
}

/** Searches several records of the referenced resource, or selects several lookup options. */
export function ReferenceListInput(props: FieldInputProps<FieldOf<'referenceList'>>) {
  const { lookup } = props.field;
  return lookup ? (
    <LookupSelect {...props} lookup={lookup} multiple />
  ) : (
    <ResourceReferenceInput {...props} multiple />
  );
}
