import type { FieldOf } from '../../field-types/fieldTypeDefinition';
import { formatPercent } from '../../field-types/percent';
import type { FieldDisplayProps, FieldDisplayView } from './fieldView';

type PercentField = FieldOf<'percent'>;

/** The percentage in en-GB style (`12.5%`). */
export function PercentDisplay({ field, value }: FieldDisplayProps<PercentField>) {
  return <>{formatPercent(field, value)}</>;
}

// Its input loads with the forms: `choiceAndNumberInputs.tsx`.
export const percentView: FieldDisplayView<PercentField> = { Display: PercentDisplay };
