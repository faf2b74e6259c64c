// @vitest-environment node
import { cellOf, failuresOf, sampleField, seedContext } from '../framework/testing/sampleResource';
import { fieldTypeOf, fromInputValue, toInputValue } from './fieldTypeRegistry';

const day = sampleField({ source: 'day', type: 'date' });
const ctx = { timeZone: 'Europe/Prague', values: {} };

describe('date type', () => {
  it('is DD/MM/YYYY in a CSV cell, a calendar day staying the same day in every zone', () => {
    expect(cellOf(day, { day: '2024-03-31' })).toBe('31/03/2024');
    expect(cellOf(day, { day: '2024-03-31' }, 'America/New_York')).toBe('31/03/2024');
  });

  it('is typed DD/MM/YYYY and sent as YYYY-MM-DD; blank is null, garbage stays for the check', () => {
    expect(toInputValue(day, '2024-03-31', ctx)).toBe('31/03/2024');
    expect(fromInputValue(day, '1/4/2024', ctx)).toBe('2024-04-01');
    expect(fromInputValue(day, '', ctx)).toBeNull();
    expect(fromInputValue(day, '31/02/2024', ctx)).toBe('31/02/2024');
  });

  it('implies the optional date rule unless a date rule is declared', () => {
    expect(failuresOf(day, '31/02/2024')).toEqual(['validation.date']);
    expect(failuresOf(day, '', { declared: [{ name: 'date' }] })).toEqual([]);
    expect(fieldTypeOf(day).typedRules).toEqual(['date', 'optionalDate']);
  });

  it('seeds consecutive days', () => {
    expect(fieldTypeOf(day).seed(day, seedContext(1))).toBe('2024-01-02');
  });
});
