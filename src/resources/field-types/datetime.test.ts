// @vitest-environment node
import { cellOf, failuresOf, sampleField, seedContext } from '../framework/testing/sampleResource';
import { parseDateTime } from './datetime';
import { fieldTypeOf, fromInputValue, toInputValue } from './fieldTypeRegistry';

const moment = sampleField({ source: 'moment', type: 'datetime' });
const ctx = { timeZone: 'Europe/Prague', values: {} };

describe('date-time type', () => {
  it('is DD/MM/YYYY HH:MM of the console time zone in a CSV cell', () => {
    expect(cellOf(moment, { moment: '2024-03-31T22:30:00Z' })).toBe('01/04/2024 00:30');
  });

  it('is typed in the console time zone and sent as an ISO instant', () => {
    expect(toInputValue(moment, '2024-03-31T22:30:00Z', ctx)).toBe('01/04/2024 00:30');
    expect(fromInputValue(moment, '01/04/2024 00:30', ctx)).toBe('2024-03-31T22:30:00.000Z');
    expect(fromInputValue(moment, '', ctx)).toBeNull();
  });

  it('parses a typed moment, refusing impossible ones', () => {
    expect(parseDateTime('31/04/2024 10:00', 'UTC')).toBeNull();
    expect(parseDateTime('01/04/2024 24:00', 'UTC')).toBeNull();
    expect(failuresOf(moment, '01/04/2024 24:00')).toEqual(['validation.date']);
    expect(failuresOf(moment, '01/04/2024 23:59')).toEqual([]);
  });

  it('seeds moments six hours apart', () => {
    expect(fieldTypeOf(moment).seed(moment, seedContext(1))).toBe('2024-01-01T15:00:00.000Z');
  });
});
