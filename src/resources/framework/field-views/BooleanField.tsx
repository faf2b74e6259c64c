import { useTranslate } from 'react-admin';
import { booleanLabel } from '../../field-types/boolean';
import type { FieldOf } from '../../field-types/fieldTypeDefinition';
import type { FieldDisplayProps, FieldDisplayView } from './fieldView';

/** Yes or No, translated. */
export function BooleanDisplay({ value }: FieldDisplayProps) {
  const translate = useTranslate();
  return <>{translate(booleanLabel(value))}</>;
}

// Its input (a switch) loads with the forms: `choiceAndNumberInputs.tsx`.
export const booleanView: FieldDisplayView<FieldOf<'boolean'>> = { Display: BooleanDisplay };
