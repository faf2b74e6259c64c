import {
  AutocompleteArrayInput,
  AutocompleteInput,
  ReferenceArrayInput,
  ReferenceInput,
  TextInput,
} from 'react-admin';
import type { FieldOf } from '../../field-types/fieldTypeDefinition';
import { carriedLabel } from '../../field-types/reference';
import { detailPath } from '../resourcePaths';
import { useResourceRegistry } from '../ResourceRegistryContext';
import { ConsoleLink } from './CellLink';
import {
  inputProps,
  stopRowClick,
  type FieldDisplayProps,
  type FieldInputProps,
  type FieldView,
} from './fieldView';
import { LookupLabels, LookupSelect } from './LookupViews';

type ReferenceField = FieldOf<'reference'>;

/** A link to a referenced record's details, or its label alone when the target has no route. */
export function ReferenceLink({
  route,
  id,
  label,
}: {
  route: string | undefined;
  id: unknown;
  label: string;
}) {
  if (!route || (typeof id !== 'string' && typeof id !== 'number')) return <>{label}</>;
  return (
    <ConsoleLink to={detailPath({ route }, id)} onClick={stopRowClick}>
      {label}
    </ConsoleLink>
  );
}

/** The route of the resource a reference field names. */
export const useReferenceRoute = (reference: string | undefined) =>
  useResourceRegistry().find((resource) => resource.name === reference)?.route;

function ResourceReference({ field, value, record }: FieldDisplayProps<ReferenceField>) {
  const route = useReferenceRoute(field.reference);
  return <ReferenceLink route={route} id={value} label={String(carriedLabel(field, record) ?? value)} />;
}

/** A link to the referenced record, or a lookup option's label. */
export function ReferenceDisplay(props: FieldDisplayProps<ReferenceField>) {
  const { field, value, record } = props;
  if (!field.lookup) return <ResourceReference {...props} />;
  return <LookupLabels lookup={field.lookup} ids={[value]} labels={[carriedLabel(field, record)]} />;
}

const toQuery = (text: string) => ({ q: text });

/** Searches one record (or several) of the resource a reference field names, by its representation. */
export function ResourceReferenceInput({
  multiple,
  ...props
}: FieldInputProps<FieldOf<'reference' | 'referenceList'>> & { multiple: boolean }) {
  const { field, validate, readOnly } = props;
  const target = useResourceRegistry().find((resource) => resource.name === field.reference);
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
export function ReferenceFieldInput(props: FieldInputProps<ReferenceField>) {
  const { lookup } = props.field;
  return lookup ? (
    <LookupSelect {...props} lookup={lookup} multiple={false} />
  ) : (
    <ResourceReferenceInput {...props} multiple={false} />
  );
}

export const referenceView: FieldView<ReferenceField> = {
  Display: ReferenceDisplay,
  Input: ReferenceFieldInput,
};
