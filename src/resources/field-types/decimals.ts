const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

/**
 * Moves the decimal point of a decimal text by `places` (positive: to the right), by text only: 0.07 × 100 is 7,
 * never 7.000000000000001. Accepts what `String(number)` writes (exponents too); undefined for anything else.
 */
export function shiftDecimal(text: string, places: number): string | undefined {
  const match = DECIMAL.exec(text.trim());
  if (!match || (match[2] === '' && (match[3] ?? '') === '')) return undefined;
  const [, sign, whole, fraction = '', exponent = '0'] = match;
  let digits = whole + fraction;
  let point = whole.length + places + Number(exponent);
  if (point <= 0) {
    digits = '0'.repeat(1 - point) + digits;
    point = 1;
  }
  if (point > digits.length) digits += '0'.repeat(point - digits.length);
  const integer = digits.slice(0, point).replace(/^0+(?=\d)/, '');
  const decimals = digits.slice(point).replace(/0+$/, '');
  const result = decimals ? `${integer}.${decimals}` : integer;
  return sign === '-' && /[1-9]/.test(result) ? `-${result}` : result;
}

/** A decimal text with exactly `digits` decimals (padded; never rounded, callers pass values that fit). */
export function withDecimals(text: string, digits: number): string {
  if (digits === 0) return text;
  const [integer, decimals = ''] = text.split('.');
  return `${integer}.${decimals.padEnd(digits, '0')}`;
}

/** `Intl.NumberFormat` takes decimal texts and formats them exactly (no conversion to a binary float). */
export const formatDecimal = (format: Intl.NumberFormat, text: string): string =>
  format.format(text as Intl.StringNumericLiteral);
