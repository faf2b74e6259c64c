// @vitest-environment node
import { cellOf, failuresOf, sampleField, seedContext } from '../framework/testing/sampleResource';
import { fieldTypeOf, fromInputValue, toInputValue } from './fieldTypeRegistry';
import { majorUnits, minorDigits, minorUnits } from './money';

const price = sampleField({ source: 'price', type: 'money', currency: 'EUR' });
const fee = sampleField(
  { source: 'fee', type: 'money', currencySource: 'currency' },
  { source: 'currency', type: 'text' },
);

describe('money type', () => {
  it('is an en-GB amount of its currency in a CSV cell', () => {
    expect(cellOf(price, { price: 123456 })).toBe('€1,234.56');
    expect(cellOf(price, { price: -5 })).toBe('-€0.05');
    expect(cellOf(fee, { fee: 1250, currency: 'JPY' })).toBe('JP¥1,250');
    expect(cellOf(fee, { fee: 1250 })).toBe('12.50');
  });

  it('knows each currency’s minor digits', () => {
    expect(minorDigits('EUR')).toBe(2);
    expect(minorDigits('JPY')).toBe(0);
    expect(minorDigits('BHD')).toBe(3);
    expect(minorDigits(undefined)).toBe(2);
  });

  it('converts between minor units and typed major units as text, exactly', () => {
    expect(majorUnits(1999, 2)).toBe('19.99');
    expect(majorUnits(7, 3)).toBe('0.007');
    expect(majorUnits(1.5, 2)).toBeUndefined();
    expect(minorUnits('0.29', 2)).toBe(29);
    expect(minorUnits('1.005', 2)).toBeUndefined();
    expect(minorUnits('12', 0)).toBe(12);
    expect(minorUnits('90071992547409.93', 2)).toBeUndefined();
  });

  it("is typed in major units of the form's currency and sent in minor units", () => {
    const values = { currency: 'JPY' };
    expect(toInputValue(price, 1250, { timeZone: 'UTC', values: {} })).toBe('12.50');
    expect(toInputValue(fee, 1250, { timeZone: 'UTC', values })).toBe('1250');
    expect(fromInputValue(price, '0.10', { timeZone: 'UTC', values: {} })).toBe(10);
    expect(fromInputValue(fee, '1250', { timeZone: 'UTC', values })).toBe(1250);
    expect(fromInputValue(price, ' ', { timeZone: 'UTC', values: {} })).toBeNull();
    expect(fieldTypeOf(fee).formCompanions?.(fee)).toEqual(['currency']);
  });

  it("implies an amount with at most the currency's decimals", () => {
    expect(failuresOf(price, '1.234')).toEqual(['validation.money']);
    expect(failuresOf(fee, '12.5', { values: { currency: 'JPY' } })).toEqual(['validation.money']);
    expect(failuresOf(price, '1.23')).toEqual([]);
  });

  it('seeds amounts and, from the record, a currency', () => {
    expect(fieldTypeOf(fee).seed(fee, seedContext(1))).toBe(1349);
    expect(fieldTypeOf(fee).seedRelated?.(fee, 1349, seedContext(1))).toEqual({ currency: 'GBP' });
  });
});
