import { useTranslate } from 'react-admin';
import type { FieldOf } from '../../field-types/fieldTypeDefinition';
import type { FieldDisplayProps, FieldDisplayView } from './fieldView';

/** The number, with its unit when the field names one ("365 days"). */
function NumberDisplay({ field, value }: FieldDisplayProps<FieldOf<'number'>>) {
  const translate = useTranslate();
  return <>{field.unit ? `${String(value)} ${translate(field.unit, { _: field.unit })}` : String(value)}</>;
}

// Its input loads with the forms: `choiceAndNumberInputs.tsx`.
export const numberView: FieldDisplayView<FieldOf<'number'>> = { Display: NumberDisplay };
