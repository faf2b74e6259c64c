import { NumberInput, useTranslate } from 'react-admin';
import { formatDuration } from '../../field-types/duration';
import type { FieldOf } from '../../field-types/fieldTypeDefinition';
import { inputProps, type FieldDisplayProps, type FieldInputProps, type FieldView } from './fieldView';

/** Minutes and seconds. */
export function DurationDisplay({ value }: FieldDisplayProps) {
  const translate = useTranslate();
  return <>{formatDuration(Number(value), translate)}</>;
}

/** Seconds. */
export function DurationInput(props: FieldInputProps) {
  return <NumberInput {...inputProps(props)} min={0} helperText="s" />;
}

export const durationView: FieldView<FieldOf<'duration'>> = {
  Display: DurationDisplay,
  Input: DurationInput,
};
