import type { DialogProps } from '@mui/material';
import { createTheme, type Theme } from '@mui/material/styles';
import { defaultLightTheme, LoadingClasses, type RaThemeOptions } from 'react-admin';
import { i18nProvider } from '../../providers/i18nProvider';
import { DEFAULT_THEME, type ConsoleTheme } from '../../shared/defaultTheme';
import { fillOverrides, themedPalette } from './themedPalette';

/** SPEC §9: dialog default width 500. */
export const DIALOG_WIDTH = 500;

/**
 * react-admin theme options for a validated console theme: react-admin's light theme with the themed palette, whose
 * colours are readable as text on the page and whose text is readable on them (`themedPalette`); filled surfaces keep
 * the tenant's own colours.
 */
export function consoleThemeOptions(theme: ConsoleTheme): RaThemeOptions {
  const { palette, fills } = themedPalette(theme.colors);
  return {
    ...defaultLightTheme,
    palette: { ...defaultLightTheme.palette, ...palette },
    components: {
      ...defaultLightTheme.components,
      ...fillOverrides(fills),
      // A visible focus on every button, tab, menu item and icon button, in the colour of its own text so it shows
      // on the top bar as on the page.
      // Spinners without a name of their own (react-admin's Loading among them) are "Loading…" to screen readers.
      MuiCircularProgress: { defaultProps: { 'aria-label': i18nProvider.translate('app.loading') } },
      // react-admin greys its loading message below a readable contrast (text.disabled).
      RaLoading: {
        styleOverrides: { root: { [`& .${LoadingClasses.message}`]: { color: 'rgba(0, 0, 0, 0.6)' } } },
      },
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
