import { sharedNumberFormat } from '../../utils/intlFormats';
import { numberCheck } from './conversions';
import { formatDecimal, shiftDecimal } from './decimals';
import { isBlankInput, type FieldOf, type FieldTypeDefinition } from './fieldTypeDefinition';

type PercentField = FieldOf<'percent'>;

const PERCENT: Intl.NumberFormatOptions = { style: 'percent', maximumFractionDigits: 2 };

/** The value as a fraction's decimal text (decimal points moved as text, so 7 % is 0.07 exactly). */
const fractionOf = (field: Pick<PercentField, 'scale'>, value: unknown) =>
  shiftDecimal(String(value), field.scale === 100 ? -2 : 0);

/** A percentage in the console language's style (`25%`, `12.5%` in English); a value that is no number is shown as it is. */
export function formatPercent(field: Pick<PercentField, 'scale'>, value: unknown): string {
  const fraction = fractionOf(field, value);
  return fraction === undefined ? String(value) : formatDecimal(sharedNumberFormat(PERCENT), fraction);
}

/** A percentage, stored as a fraction (`scale` 1) or as the percentage (`scale` 100), typed as the percentage. */
export const percentType: FieldTypeDefinition<PercentField> = {
  sortable: true,
  impliedCheck: () => numberCheck,
  cell: (field, value) => formatPercent(field, value),
  seed: (field, { index }) => Number(shiftDecimal(String((index * 13) % 101), field.scale === 100 ? 0 : -2)),
  toInput: (field, value) => {
    if (value === null || value === undefined || field.scale === 100) return value;
    const percentage = shiftDecimal(String(value), 2);
    return percentage === undefined ? value : Number(percentage);
  },
  fromInput: (field, value) => {
    if (isBlankInput(value)) return null;
    if (field.scale === 100) return Number(value);
    const fraction = shiftDecimal(String(value), -2);
    return fraction === undefined ? value : Number(fraction);
  },
};
