// @vitest-environment node
import { cellOf, failuresOf, sampleField } from '../framework/testing/sampleResource';
import { fromInputValue, toInputValue } from './fieldTypeRegistry';

const settings = sampleField({ source: 'settings', type: 'json' });
const ctx = { timeZone: 'UTC', values: {} };

describe('JSON type', () => {
  it('is one line of JSON in a CSV cell; JSON text stays as it is', () => {
    expect(cellOf(settings, { settings: { retries: 3 } })).toBe('{"retries":3}');
    expect(cellOf(settings, { settings: '{"a": 1}' })).toBe('{"a": 1}');
  });

  it('is edited pretty-printed and sent parsed', () => {
    expect(toInputValue(settings, { retries: 3 }, ctx)).toBe('{\n  "retries": 3\n}');
    expect(fromInputValue(settings, '[1, 2]', ctx)).toEqual([1, 2]);
    expect(fromInputValue(settings, '', ctx)).toBeNull();
  });

  it('implies parsable JSON', () => {
    expect(failuresOf(settings, '{"a":')).toEqual(['validation.json']);
    expect(failuresOf(settings, '{"a": 1}')).toEqual([]);
  });
});
