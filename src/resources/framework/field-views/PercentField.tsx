import { InputAdornment } from '@mui/material';
import { NumberInput } from 'react-admin';
import type { FieldOf } from '../../field-types/fieldTypeDefinition';
import { formatPercent } from '../../field-types/percent';
import { inputProps, type FieldDisplayProps, type FieldInputProps, type FieldView } from './fieldView';

type PercentField = FieldOf<'percent'>;

/** The percentage in en-GB style (`12.5%`). */
export function PercentDisplay({ field, value }: FieldDisplayProps<PercentField>) {
  return <>{formatPercent(field, value)}</>;
}

/** The percentage typed as a number (25 for 25 %), whatever the stored scale. */
export function PercentInput(props: FieldInputProps<PercentField>) {
  return (
    <NumberInput
      {...inputProps(props)}
      slotProps={{ input: { endAdornment: <InputAdornment position="end">%</InputAdornment> } }}
    />
  );
}

export const percentView: FieldView<PercentField> = { Display: PercentDisplay, Input: PercentInput };
