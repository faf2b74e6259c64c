// @vitest-environment node
import { createTheme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { contrastRatio, parseColour, readableTextOn } from '../../shared/contrast';
import { DEFAULT_THEME } from '../../shared/defaultTheme';
import { consoleThemeOptions } from './consoleThemeOptions';
import { contrastWarnings } from '../../shared/themeSchema';

const ratio = (text: string, colour: string) => contrastRatio(parseColour(text)!, parseColour(colour)!);
const themed = (colors: Record<string, string>) => ({ ...DEFAULT_THEME, colors });

describe('theme contrast fallback (WCAG AA)', () => {
  it('keeps white text where it reaches 4.5:1 and falls back to black where MUI would still pick white', () => {
    expect(readableTextOn('#1f4e8c')).toBe('#ffffff');
    // MUI's threshold of 3 picks white on these: 3.11:1 and 4.48:1.
    expect(readableTextOn('#ed6c02')).toBe('#000000');
    expect(readableTextOn('#777777')).toBe('#000000');
    expect(readableTextOn('not a colour')).toBeUndefined();
  });

  it('gives every palette entry a text colour of at least 4.5:1, whatever the tenant chose', () => {
    const colours = [
      '#00897b',
      '#ed6c02',
      '#777777',
      '#ffeb3b',
      'hsl(200, 60%, 45%)',
      'rgba(255, 0, 0, 0.8)',
    ];
    for (const colour of colours) {
      const palette = createTheme(
        consoleThemeOptions(themed({ primary: colour, secondary: colour })),
      ).palette;
      for (const entry of [
        palette.primary,
        palette.secondary,
        palette.warning,
        palette.info,
        palette.success,
      ]) {
        expect(
          ratio(entry.contrastText, entry.main),
          `${entry.contrastText} on ${entry.main}`,
        ).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it('warns about each themed colour giving text below 4.5:1, on it or in it on the page, naming the fallback', () => {
    expect(contrastWarnings(DEFAULT_THEME)).toEqual([]);
    expect(
      contrastWarnings(themed({ primary: '#00897b', secondary: '#1f4e8c', warning: '#ed6c02' })),
    ).toEqual([
      { path: 'colors.primary', kind: 'on-colour', ratio: 4.32, text: '#000000' },
      { path: 'colors.primary', kind: 'as-text', ratio: 4.14, text: '#008174' },
      { path: 'colors.warning', kind: 'on-colour', ratio: 3.11, text: '#000000' },
      { path: 'colors.warning', kind: 'as-text', ratio: 2.98, text: '#b95402' },
    ]);
  });
});
