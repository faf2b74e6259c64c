// @vitest-environment node
import { cellOf, failuresOf, sampleField, seedContext } from '../framework/testing/sampleResource';
import { fieldTypeOf, fromInputValue } from './fieldTypeRegistry';

const length = sampleField({ source: 'length', type: 'duration' });

describe('duration type', () => {
  it('is minutes and seconds in a CSV cell (SPEC §9)', () => {
    expect(cellOf(length, { length: 125 })).toBe('2 min 5 s');
    expect(cellOf(length, { length: 59.6 })).toBe('1 min 0 s');
  });

  it('is typed in seconds', () => {
    expect(fromInputValue(length, '90', { timeZone: 'UTC', values: {} })).toBe(90);
    expect(failuresOf(length, 'soon')).toEqual(['validation.number']);
  });

  it('seeds less than an hour', () => {
    expect(fieldTypeOf(length).seed(length, seedContext(100))).toBe(100);
  });
});
