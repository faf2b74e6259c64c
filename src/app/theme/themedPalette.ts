import { badgeClasses, chipClasses } from '@mui/material';
import { createTheme } from '@mui/material/styles';
import { defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { parseColour, readableTextOn, textSafeColour } from '../../shared/contrast';
import {
  DEFAULT_THEME,
  THEME_COLOR_KEYS,
  type ConsoleTheme,
  type ThemeColorKey,
} from '../../shared/defaultTheme';

// MUI's own palette colours, for the entries neither the theme nor react-admin colours.
const MUI_PALETTE = createTheme().palette;
/** How far a filled control's hover moves its fill away from its text (MUI darkens `main` by about as much). */
const HOVER_SHIFT = 0.15;

/** A tenant colour kept as a fill, with the text drawn on it and its hover fill. */
export interface ThemedFill {
  fill: string;
  text: '#ffffff' | '#000000';
  hover: string;
}

export interface ThemedPalette {
  palette: NonNullable<RaThemeOptions['palette']>;
  /** Entries whose colour is too light to be text on the page: the fills that keep the tenant's colour. */
  fills: Partial<Record<ThemeColorKey, ThemedFill>>;
}

/** `colour` moved `amount` towards `target` (white or black): the text on it keeps at least its contrast. */
function towards(colour: string, target: '#ffffff' | '#000000', amount: number): string {
  const [r, g, b] = parseColour(colour)!;
  const end = target === '#ffffff' ? 255 : 0;
  const mix = (channel: number) =>
    Math.round(channel + (end - channel) * amount)
      .toString(16)
      .padStart(2, '0');
  return `#${mix(r)}${mix(g)}${mix(b)}`;
}

/** The colour of a palette entry no theme colours: react-admin's, else MUI's. */
function paletteColour(key: ThemeColorKey): string {
  const base = defaultLightTheme.palette as Record<string, { main?: string } | undefined>;
  return base[key]?.main ?? MUI_PALETTE[key].main;
}

/** The colour the console uses where a theme leaves one empty: the default theme's, else the palette's. */
export const defaultThemeColour = (key: ThemeColorKey): string =>
  DEFAULT_THEME.colors[key] ?? paletteColour(key);

/**
 * The palette of a console theme. `main` is the colour MUI draws text in on the page (links, text and outlined
 * buttons, selected tabs, outlined chips, `color="primary"`), so it is the tenant's colour only when that reaches
 * WCAG AA (4.5:1) on the page; a lighter one is darkened until it does (`textSafeColour`). Its `contrastText` is
 * white or black, whichever is readable on it: MUI's own choice (from 3:1 on) is not. Where the colour was darkened,
 * `fills` keeps the tenant's own colour for the surfaces filled with it (top bar, contained buttons, filled chips,
 * badges) with a text readable on that fill.
 */
export function themedPalette(colors: ConsoleTheme['colors']): ThemedPalette {
  const fills: ThemedPalette['fills'] = {};
  const entries = THEME_COLOR_KEYS.map((key) => {
    const chosen = colors[key] ?? paletteColour(key);
    const main = textSafeColour(chosen) ?? chosen;
    const contrastText = readableTextOn(main);
    const fillText = readableTextOn(chosen);
    if (main !== chosen && fillText) {
      // Away from the text: black text on a lightened hover, white text on a darkened one.
      const hover = towards(chosen, fillText === '#000000' ? '#ffffff' : '#000000', HOVER_SHIFT);
      fills[key] = { fill: chosen, text: fillText, hover };
    }
    return [key, contrastText ? { main, contrastText } : { main }];
  });
  return { palette: Object.fromEntries(entries) as ThemedPalette['palette'], fills };
}

type Variants = { props: Record<string, string>; style: Record<string, unknown> }[];

/**
 * Theme component variants that paint the kept tenant colours (`themedPalette().fills`) on filled surfaces; empty
 * when every themed colour is readable as text on the page.
 */
export function fillOverrides(fills: ThemedPalette['fills']): Record<string, { variants: Variants }> {
  const kept = Object.entries(fills) as [ThemeColorKey, ThemedFill][];
  if (kept.length === 0) return {};
  const surface = ({ fill, text }: ThemedFill) => ({ backgroundColor: fill, color: text });
  const control = (item: ThemedFill) => ({
    ...surface(item),
    '&:hover': { backgroundColor: item.hover, color: item.text },
  });
  return {
    MuiAppBar: { variants: kept.map(([color, item]) => ({ props: { color }, style: surface(item) })) },
    MuiButton: {
      variants: kept.map(([color, item]) => ({
        props: { variant: 'contained', color },
        style: control(item),
      })),
    },
    MuiChip: {
      variants: kept.map(([color, item]) => ({
        props: { variant: 'filled', color },
        style: { ...surface(item), [`&.${chipClasses.clickable}:hover`]: { backgroundColor: item.hover } },
      })),
    },
    MuiBadge: {
      variants: kept.map(([color, item]) => ({
        props: { color },
        style: { [`& .${badgeClasses.badge}`]: surface(item) },
      })),
    },
  };
}
