import { enumLabels } from '../../field-types/enum';
import type { FieldOf } from '../../field-types/fieldTypeDefinition';
import { ChoiceChips } from './ChoiceChips';
import type { FieldDisplayProps, FieldDisplayView } from './fieldView';

type EnumField = FieldOf<'enum'>;

/** The value's label and icon. */
export function EnumDisplay({ field, value }: FieldDisplayProps<EnumField>) {
  return <ChoiceChips field={field} labels={enumLabels(field, value)} />;
}

// Its input (a select of the choices) loads with the forms: `choiceAndNumberInputs.tsx`.
export const enumView: FieldDisplayView<EnumField> = { Display: EnumDisplay };
