import type { FieldOf } from '../../field-types/fieldTypeDefinition';
import { flagLabels } from '../../field-types/flags';
import { ChoiceChips } from './ChoiceChips';
import type { FieldDisplayProps, FieldDisplayView } from './fieldView';

type FlagsField = FieldOf<'flags'>;

/** Every set bit's label and icon. */
export function FlagsDisplay({ field, value }: FieldDisplayProps<FlagsField>) {
  return <ChoiceChips field={field} labels={flagLabels(field, value)} />;
}

// The input (`FlagsInput.tsx`) loads with the forms.
export const flagsView: FieldDisplayView<FlagsField> = { Display: FlagsDisplay };
