import { getOwnPath } from '../../shared/getPath';
import { formatDecimal, shiftDecimal, withDecimals } from './decimals';
import { isBlankInput, type FieldOf, type FieldTypeDefinition } from './fieldTypeDefinition';
import { sharedNumberFormat } from '../../utils/intlFormats';
import { isEmptyValue } from '../../shared/validation/validators';

type MoneyField = FieldOf<'money'>;

/** The currency of an amount: the field's own, or the ISO code the record holds at `currencySource`. */
export function currencyOf(field: Pick<MoneyField, 'currency' | 'currencySource'>, record: unknown) {
  const code =
    field.currency ?? (field.currencySource ? getOwnPath(record, field.currencySource) : undefined);
  return typeof code === 'string' && /^[A-Z]{3}$/.test(code) ? code : undefined;
}

/** How many minor units digits a currency has (2 for EUR, 0 for JPY); 2 when unknown. */
export function minorDigits(currency: string | undefined): number {
  if (!currency) return 2;
  try {
    return sharedNumberFormat({ style: 'currency', currency }).resolvedOptions()
      .maximumFractionDigits as number;
  } catch {
    return 2;
  }
}

/**
 * An amount in integer minor units as a decimal text in major units (1250 EUR → "12.50"), by moving the decimal
 * point as text: the stored value never goes through floating-point maths. Undefined for a value that is no integer.
 */
export function majorUnits(value: unknown, digits: number): string | undefined {
  if (!/^-?\d+$/.test(String(value)) || !Number.isSafeInteger(Number(value))) return undefined;
  const text = shiftDecimal(String(value), -digits);
  return text === undefined ? undefined : withDecimals(text, digits);
}

/** An amount as en-GB currency text (`€12.50`); without a known currency the plain decimal. */
export function formatMoney(
  field: Pick<MoneyField, 'currency' | 'currencySource'>,
  value: unknown,
  record: unknown,
) {
  const currency = currencyOf(field, record);
  const digits = minorDigits(currency);
  const amount = majorUnits(value, digits);
  if (amount === undefined) return String(value);
  if (!currency) return amount;
  const format = sharedNumberFormat({
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  return formatDecimal(format, amount);
}

const AMOUNT = /^-?\d+(?:\.(\d+))?$/;

/** Typed major units ("12.5") as integer minor units (1250); undefined when not an amount with at most `digits` decimals. */
export function minorUnits(text: string, digits: number): number | undefined {
  const match = AMOUNT.exec(text.trim());
  if (!match || (match[1]?.length ?? 0) > digits) return undefined;
  const minor = Number(shiftDecimal(text.trim(), digits));
  return Number.isSafeInteger(minor) ? minor : undefined;
}

const SEED_CURRENCIES = ['EUR', 'GBP', 'JPY'];

/** An amount in integer minor units of the field's currency, typed in major units with the currency's decimals. */
export const moneyType: FieldTypeDefinition<MoneyField> = {
  sortable: true,
  impliedCheck: (field) => (value, values) => {
    if (isEmptyValue(value)) return undefined;
    const digits = minorDigits(currencyOf(field, values));
    return minorUnits(String(value), digits) === undefined
      ? { message: 'validation.money', args: { digits } }
      : undefined;
  },
  cell: (field, value, { record }) => formatMoney(field, value, record),
  seed: (_field, { index }) => index * 1250 + 99,
  seedRelated: (field, _value, { index }) =>
    field.currencySource ? { [field.currencySource]: SEED_CURRENCIES[index % SEED_CURRENCIES.length] } : {},
  formCompanions: (field) => (field.currencySource ? [field.currencySource] : []),
  toInput: (field, value, { values }) =>
    value === null || value === undefined
      ? value
      : (majorUnits(value, minorDigits(currencyOf(field, values))) ?? String(value)),
  fromInput: (field, value, { values }) =>
    isBlankInput(value) ? null : (minorUnits(String(value), minorDigits(currencyOf(field, values))) ?? value),
};
