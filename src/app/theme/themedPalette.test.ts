// @vitest-environment node
import { createTheme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { contrastRatio, PAGE_BACKGROUND, parseColour, textSafeColour } from '../../shared/contrast';
import { DEFAULT_THEME } from '../../shared/defaultTheme';
import { consoleThemeOptions } from './consoleThemeOptions';
import { themedPalette } from './themedPalette';

const ratio = (text: string, colour: string) => contrastRatio(parseColour(text)!, parseColour(colour)!);
const themed = (colors: Record<string, string>) => ({ ...DEFAULT_THEME, colors });
const LIGHT = ['#ffeb3b', '#8fd3ff', '#f8bbd0', '#ed6c02', 'hsl(120, 60%, 70%)', 'rgba(0, 0, 255, 0.2)'];

describe('tenant colours as text on the page (WCAG AA)', () => {
  it('keeps a colour that reaches 4.5:1 on the page and darkens a lighter one until it does, hue kept', () => {
    expect(textSafeColour('#1f4e8c')).toBe('#1f4e8c');
    expect(textSafeColour('#00796b')).toBe('#00796b');
    expect(textSafeColour('nope')).toBeUndefined();
    const yellow = textSafeColour('#ffeb3b')!;
    expect(yellow).not.toBe('#ffeb3b');
    const [r, g, b] = parseColour(yellow)!;
    // Darkened towards black: red and green still lead, blue stays lowest.
    expect(r).toBeGreaterThan(b);
    expect(g).toBeGreaterThan(b);
    for (const colour of LIGHT) {
      const safe = textSafeColour(colour)!;
      expect(ratio(safe, PAGE_BACKGROUND), `${safe} for ${colour}`).toBeGreaterThanOrEqual(4.5);
      expect(ratio(safe, '#ffffff'), `${safe} for ${colour}`).toBeGreaterThanOrEqual(4.5);
      // Not much darker than needed.
      expect(ratio(safe, PAGE_BACKGROUND)).toBeLessThan(5.5);
    }
  });

  it('draws text in the text-safe colour and text on it readable, for every palette entry', () => {
    for (const colour of LIGHT) {
      const palette = createTheme(
        consoleThemeOptions(themed({ primary: colour, secondary: colour })),
      ).palette;
      for (const entry of [palette.primary, palette.secondary, palette.warning, palette.info]) {
        expect(ratio(entry.main, PAGE_BACKGROUND), `${entry.main} on the page`).toBeGreaterThanOrEqual(4.5);
        expect(
          ratio(entry.contrastText, entry.main),
          `${entry.contrastText} on ${entry.main}`,
        ).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it("keeps the tenant's colour for fills, with readable text on the fill and on its hover", () => {
    const { palette, fills } = themedPalette({ primary: '#ffeb3b', secondary: '#1f4e8c' });
    expect((palette.primary as { main: string }).main).not.toBe('#ffeb3b');
    expect(fills.primary).toMatchObject({ fill: '#ffeb3b', text: '#000000' });
    expect(ratio(fills.primary!.text, fills.primary!.fill)).toBeGreaterThanOrEqual(4.5);
    expect(ratio(fills.primary!.text, fills.primary!.hover)).toBeGreaterThanOrEqual(4.5);
    expect(fills.secondary).toBeUndefined();
    const components = createTheme(consoleThemeOptions(themed({ primary: '#ffeb3b' }))).components!;
    const appBar = components.MuiAppBar!.variants!.find(
      (variant) => variant.props === undefined || 'color' in variant.props,
    );
    expect(appBar).toMatchObject({
      props: { color: 'primary' },
      style: { backgroundColor: '#ffeb3b', color: '#000000' },
    });
    expect(components.MuiButton!.variants).toContainEqual(
      expect.objectContaining({ props: { variant: 'contained', color: 'primary' } }),
    );
  });

  it('leaves the default theme as it is where its colours are readable text already', () => {
    const { palette, fills } = themedPalette(DEFAULT_THEME.colors);
    expect(palette.primary).toEqual({ main: '#1f4e8c', contrastText: '#ffffff' });
    expect(palette.secondary).toEqual({ main: '#00796b', contrastText: '#ffffff' });
    expect(fills.primary).toBeUndefined();
    expect(fills.secondary).toBeUndefined();
  });
});
