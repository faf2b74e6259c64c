// @vitest-environment node
import { cellOf, sampleField } from '../framework/testing/sampleResource';
import { fieldTypeOf, fromInputValue, toInputValue } from './fieldTypeRegistry';
import { flagLabels } from './flags';

const channels = sampleField({ source: 'channels', type: 'flags', enumeration: 'channel' });
const ctx = { timeZone: 'UTC', values: {} };

describe('flags type', () => {
  it('lists the labels of the set bits in a CSV cell', () => {
    expect(cellOf(channels, { channels: 5 })).toBe('Voice, RPA');
    expect(flagLabels(channels, 0)).toEqual([]);
  });

  it('is edited as the list of set bits and sent as their sum', () => {
    expect(toInputValue(channels, 5, ctx)).toEqual([1, 4]);
    expect(toInputValue(channels, null, ctx)).toEqual([]);
    expect(fromInputValue(channels, [2, 4], ctx)).toBe(6);
    expect(fromInputValue(channels, undefined, ctx)).toBe(0);
  });

  it('cannot order a list', () => {
    expect(channels.sortable).toBe(false);
    expect(fieldTypeOf(channels).sortable).toBe(false);
  });
});
