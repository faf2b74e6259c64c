import type { DialogProps } from '@mui/material';
import { createTheme, type Theme } from '@mui/material/styles';
import { defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { readableTextOn } from '../../shared/contrast';
import { i18nProvider } from '../../providers/i18nProvider';
import { DEFAULT_THEME, THEME_COLOR_KEYS, type ConsoleTheme } from '../../shared/defaultTheme';

/** SPEC §9: dialog default width 500. */
export const DIALOG_WIDTH = 500;

// MUI's own palette colours, for the entries neither the theme nor react-admin colours.
const MUI_PALETTE = createTheme().palette;

/**
 * The palette entries with the text drawn on them: MUI picks white text from a contrast of 3 on, which WCAG AA
 * (4.5 for normal text) does not accept, so a tenant's colour never decides the text colour blindly; the text is
 * white or black, whichever is readable (`readableTextOn`).
 */
export function readablePalette(colors: ConsoleTheme['colors']): RaThemeOptions['palette'] {
  const base = defaultLightTheme.palette as Record<string, { main?: string } | undefined>;
  return Object.fromEntries(
    THEME_COLOR_KEYS.map((key) => {
      const main = colors[key] ?? base[key]?.main ?? MUI_PALETTE[key].main;
      const contrastText = readableTextOn(main);
      return [key, contrastText ? { main, contrastText } : { main }];
    }),
  ) as RaThemeOptions['palette'];
}

/** react-admin theme options for a validated console theme: react-admin's light theme with the themed palette. */
export function consoleThemeOptions(theme: ConsoleTheme): RaThemeOptions {
  const palette = readablePalette(theme.colors);
  return {
    ...defaultLightTheme,
    palette: { ...defaultLightTheme.palette, ...palette },
    components: {
      ...defaultLightTheme.components,
      // A visible focus on every button, tab, menu item and icon button, in the colour of its own text so it shows
      // on the top bar as on the page.
      // Spinners without a name of their own (react-admin's Loading among them) are "Loading…" to screen readers.
      MuiCircularProgress: { defaultProps: { 'aria-label': i18nProvider.translate('app.loading') } },
      // react-admin greys its loading message below a readable contrast (text.disabled).
      RaLoading: { styleOverrides: { root: { '& .RaLoading-message': { color: 'rgba(0, 0, 0, 0.6)' } } } },
      // Column headers' sort buttons are at least 24 px high (WCAG 2.2 target size).
      MuiTableSortLabel: { styleOverrides: { root: { minHeight: 24 } } },
      MuiButtonBase: {
        styleOverrides: {
          root: { '&.Mui-focusVisible': { outline: '2px solid currentColor', outlineOffset: 2 } },
        },
      },
      MuiDialog: {
        // Dialogs asking for the full width (e.g. editors) keep it; the others are 500 wide.
        styleOverrides: {
          paper: ({ ownerState }: { ownerState: Pick<DialogProps, 'fullWidth'> }) =>
            ownerState.fullWidth ? {} : { width: DIALOG_WIDTH },
        },
      },
    },
  };
}

/**
 * Builds the MUI theme for a console theme. The schema only lets through colours MUI parses, but should MUI still
 * throw, the console falls back to the default theme instead of failing to render: `fellBack` says so.
 */
export function buildMuiTheme(theme: ConsoleTheme): {
  options: RaThemeOptions;
  muiTheme: Theme;
  fellBack: boolean;
} {
  try {
    const options = consoleThemeOptions(theme);
    return { options, muiTheme: createTheme(options), fellBack: false };
  } catch (error) {
    console.warn('The theme could not be applied; using the default theme', error);
    const options = consoleThemeOptions(DEFAULT_THEME);
    return { options, muiTheme: createTheme(options), fellBack: true };
  }
}
