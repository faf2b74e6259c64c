// @vitest-environment node
import { cellOf, failuresOf, sampleField, seedContext } from '../framework/testing/sampleResource';
import { isColour, sixDigitColour } from './colour';
import { fieldTypeOf } from './fieldTypeRegistry';

const shade = sampleField({ source: 'shade', type: 'colour' });

describe('colour type', () => {
  it('implies a #rgb or #rrggbb match', () => {
    expect(failuresOf(shade, 'red')).toEqual(['validation.match']);
    expect(failuresOf(shade, 'rgb(1, 2, 3)')).toEqual(['validation.match']);
    expect(failuresOf(shade, '#ABC')).toEqual([]);
    expect(failuresOf(shade, '#1f4e8c')).toEqual([]);
  });

  it('gives the picker the six-digit form', () => {
    expect(sixDigitColour('#AbC')).toBe('#aabbcc');
    expect(sixDigitColour('#1f4e8c')).toBe('#1f4e8c');
    expect(sixDigitColour('blue')).toBeUndefined();
    expect(isColour('#12345')).toBe(false);
  });

  it('is its text in a CSV cell and seeds colours it accepts', () => {
    expect(cellOf(shade, { shade: '#fff' })).toBe('#fff');
    const seeded = fieldTypeOf(shade).seed(shade, seedContext(5));
    expect(isColour(seeded)).toBe(true);
  });
});
