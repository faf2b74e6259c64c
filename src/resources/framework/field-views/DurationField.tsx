import { useTranslate } from 'react-admin';
import { formatDuration } from '../../field-types/duration';
import type { FieldOf } from '../../field-types/fieldTypeDefinition';
import type { FieldDisplayProps, FieldDisplayView } from './fieldView';

/** Minutes and seconds. */
export function DurationDisplay({ value }: FieldDisplayProps) {
  const translate = useTranslate();
  return <>{formatDuration(Number(value), translate)}</>;
}

// Its input (seconds) loads with the forms: `choiceAndNumberInputs.tsx`.
export const durationView: FieldDisplayView<FieldOf<'duration'>> = { Display: DurationDisplay };
