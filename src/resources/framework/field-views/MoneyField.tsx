import { InputAdornment } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { TextInput } from 'react-admin';
import { setPath } from '../../../utils/setPath';
import type { FieldOf } from '../../field-types/fieldTypeDefinition';
import { currencyOf, formatMoney } from '../../field-types/money';
import { inputProps, type FieldDisplayProps, type FieldInputProps, type FieldView } from './fieldView';

type MoneyField = FieldOf<'money'>;

/** The amount in its currency, en-GB style (`€12.50`). */
export function MoneyDisplay({ field, value, record }: FieldDisplayProps<MoneyField>) {
  return <>{formatMoney(field, value, record)}</>;
}

/** The amount typed in major units (12.50), with its currency beside it. */
export function MoneyInput(props: FieldInputProps<MoneyField>) {
  const { field } = props;
  // The currency may be another input of the form, or carried along from the record (see `formCompanions`).
  const code: unknown = useWatch({ name: field.currencySource ?? field.source });
  const values: Record<string, unknown> = {};
  if (field.currencySource) setPath(values, field.currencySource, code);
  const currency = currencyOf(field, values);
  const adornment = currency ? <InputAdornment position="end">{currency}</InputAdornment> : undefined;
  return (
    <TextInput
      {...inputProps(props)}
      inputMode="decimal"
      slotProps={{ input: { endAdornment: adornment } }}
    />
  );
}

export const moneyView: FieldView<MoneyField> = { Display: MoneyDisplay, Input: MoneyInput };
