// @vitest-environment node
import { shiftDecimal, withDecimals } from './decimals';

describe('decimal texts', () => {
  it.each([
    ['7', -2, '0.07'],
    ['0.07', 2, '7'],
    ['12.5', 2, '1250'],
    ['-0.5', 1, '-5'],
    ['-0', 2, '0'],
    ['1e-7', 2, '0.00001'],
    ['1.5e3', 0, '1500'],
  ])('moves the point of %s by %i places: %s', (text, places, expected) => {
    expect(shiftDecimal(text, places)).toBe(expected);
  });

  it('refuses what is not a decimal', () => {
    expect(shiftDecimal('12,5', 2)).toBeUndefined();
    expect(shiftDecimal('.', 2)).toBeUndefined();
  });

  it('pads decimals', () => {
    expect(withDecimals('12.5', 2)).toBe('12.50');
    expect(withDecimals('12', 3)).toBe('12.000');
    expect(withDecimals('12', 0)).toBe('12');
  });
});
