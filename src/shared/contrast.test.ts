// @vitest-environment node
import { contrastRatio, parseColour, textContrastOn } from './contrast';

describe('parseColour', () => {
  it.each([
    ['#fff', [255, 255, 255, 1]],
    ['#1F4E8C', [31, 78, 140, 1]],
    ['rgb(198, 40, 40)', [198, 40, 40, 1]],
    ['rgba(0,0,0,0.5)', [0, 0, 0, 0.5]],
    ['hsl(0, 100%, 50%)', [255, 0, 0, 1]],
    ['hsla(120, 100%, 25%, .5)', [0, 128, 0, 0.5]],
  ])('reads %s', (value, expected) => {
    expect(parseColour(value)).toEqual(expected);
  });

  it.each(['red', '#abcd', 'rgb(256, 0, 0)', 'hsl(10, 20, 30)', 'rgb(1 2 3)', ''])('refuses %p', (value) => {
    expect(parseColour(value)).toBeNull();
  });
});

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for equal colours (WCAG examples)', () => {
    expect(contrastRatio([0, 0, 0, 1], [255, 255, 255, 1])).toBeCloseTo(21, 5);
    expect(contrastRatio([31, 78, 140, 1], [31, 78, 140, 1])).toBe(1);
    // #777 on white is the classic 4.48: just below AA.
    expect(contrastRatio([119, 119, 119, 1], [255, 255, 255, 1])).toBeCloseTo(4.48, 2);
  });
});

describe('textContrastOn', () => {
  it('passes the default primary colour with white text', () => {
    expect(textContrastOn('#1f4e8c')).toEqual({ text: 'white', ratio: 8.31, passesAA: true });
  });

  it('warns for a mid-tone colour on which MUI still draws white text below 4.5', () => {
    const result = textContrastOn('#e53935');
    expect(result).toMatchObject({ text: 'white', passesAA: false });
    expect(result!.ratio).toBeGreaterThanOrEqual(3);
    expect(result!.ratio).toBeLessThan(4.5);
  });

  it('uses dark text on light colours and passes them', () => {
    expect(textContrastOn('#ffeb3b')).toMatchObject({ text: 'black', passesAA: true });
  });

  it('sees a transparent colour over the white page', () => {
    expect(textContrastOn('rgba(31, 78, 140, 0.1)')).toMatchObject({ text: 'black', passesAA: true });
  });

  it('answers null for what is no colour', () => {
    expect(textContrastOn('javascript:alert(1)')).toBeNull();
  });
});
