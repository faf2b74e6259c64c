// @vitest-environment node
import { cellOf, failuresOf, sampleField, seedContext } from '../framework/testing/sampleResource';
import { fieldTypeOf, fromInputValue, toInputValue } from './fieldTypeRegistry';

const share = sampleField({ source: 'share', type: 'percent' });
const load = sampleField({ source: 'load', type: 'percent', scale: 100 });
const ctx = { timeZone: 'UTC', values: {} };

describe('percent type', () => {
  it('is an en-GB percentage in a CSV cell, whatever the scale', () => {
    expect(cellOf(share, { share: 0.125 })).toBe('12.5%');
    expect(cellOf(load, { load: 1250 })).toBe('1,250%');
    expect(cellOf(share, { share: 'n/a' })).toBe('n/a');
  });

  it('is typed as the percentage and sent in the stored scale without float artefacts', () => {
    expect(toInputValue(share, 0.07, ctx)).toBe(7);
    expect(toInputValue(share, 0.145, ctx)).toBe(14.5);
    expect(fromInputValue(share, '7', ctx)).toBe(0.07);
    expect(fromInputValue(share, '14.5', ctx)).toBe(0.145);
    expect(fromInputValue(load, '14.5', ctx)).toBe(14.5);
    expect(fromInputValue(share, '', ctx)).toBeNull();
  });

  it('implies a number', () => {
    expect(failuresOf(share, 'half')).toEqual(['validation.number']);
  });

  it('seeds values of its scale', () => {
    expect(fieldTypeOf(share).seed(share, seedContext(1))).toBe(0.13);
    expect(fieldTypeOf(load).seed(load, seedContext(1))).toBe(13);
  });
});
