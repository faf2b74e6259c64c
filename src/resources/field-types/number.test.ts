// @vitest-environment node
import { cellOf, failuresOf, sampleField, seedContext } from '../framework/testing/sampleResource';
import { fieldTypeOf, fromInputValue } from './fieldTypeRegistry';

const count = sampleField({ source: 'count', type: 'number' });
const ctx = { timeZone: 'UTC', values: {} };

describe('number type', () => {
  it('is its text in a CSV cell, zero included', () => {
    expect(cellOf(count, { count: 0 })).toBe('0');
  });

  it('sends numbers, and null for a blank input', () => {
    expect(fromInputValue(count, '42', ctx)).toBe(42);
    expect(fromInputValue(count, ' ', ctx)).toBeNull();
  });

  it('implies that the input holds a number', () => {
    expect(failuresOf(count, 'x')).toEqual(['validation.number']);
    expect(failuresOf(count, '4.5')).toEqual([]);
    expect(failuresOf(count, '')).toEqual([]);
  });

  it('seeds numbers up to 100 and is sortable', () => {
    expect(fieldTypeOf(count).seed(count, seedContext(15))).toBe(4);
    expect(count.sortable).toBe(true);
  });
});
