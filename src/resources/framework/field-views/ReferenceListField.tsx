import { Stack } from '@mui/material';
import type { FieldOf } from '../../field-types/fieldTypeDefinition';
import { carriedLabel } from '../../field-types/reference';
import { type FieldDisplayProps, type FieldDisplayView } from './fieldView';
import { LookupLabels } from './LookupViews';
import { ReferenceLink, useReferenceRoute } from './ReferenceField';

type ReferenceListField = FieldOf<'referenceList'>;

const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

function ResourceReferences({ field, value, record }: FieldDisplayProps<ReferenceListField>) {
  const route = useReferenceRoute(field.reference);
  const labels = listOf(carriedLabel(field, record));
  return (
    <Stack component="span" direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {listOf(value).map((id, index) => (
        <ReferenceLink key={String(id)} route={route} id={id} label={String(labels[index] ?? id)} />
      ))}
    </Stack>
  );
}

/** Links to the referenced records (labels from the record's parallel list), or lookup options' labels. */
export function ReferenceListDisplay(props: FieldDisplayProps<ReferenceListField>) {
  const { field, value, record } = props;
  if (!field.lookup) return <ResourceReferences {...props} />;
  return (
    <LookupLabels lookup={field.lookup} ids={listOf(value)} labels={listOf(carriedLabel(field, record))} />
  );
}

// The input (`ReferenceInputs.tsx`) loads with the forms.
export const referenceListView: FieldDisplayView<ReferenceListField> = { Display: ReferenceListDisplay };
