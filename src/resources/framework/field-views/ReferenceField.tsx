import { Link } from 'react-admin';
import type { FieldOf } from '../../field-types/fieldTypeDefinition';
import { carriedLabel } from '../../field-types/reference';
import { detailPath } from '../resourcePaths';
import { useResourceSummaries } from '../ResourceRegistryContext';
import { stopRowClick, type FieldDisplayProps, type FieldDisplayView } from './fieldView';
import { LookupLabels } from './LookupViews';

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
    <Link to={detailPath({ route }, id)} onClick={stopRowClick}>
      {label}
    </Link>
  );
}

/** The route of the resource a reference field names. */
export const useReferenceRoute = (reference: string | undefined) =>
  useResourceSummaries().find((resource) => resource.name === reference)?.route;

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

// The input (`ReferenceInputs.tsx`) loads with the forms: its autocomplete is not needed to show a list.
export const referenceView: FieldDisplayView<ReferenceField> = { Display: ReferenceDisplay };
