import type { DialogProps } from '@mui/material';
import { createTheme, type Theme } from '@mui/material/styles';
import { defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { DEFAULT_THEME, type ConsoleTheme } from '../../shared/defaultTheme';

/** SPEC §9: dialog default width 500. */
export const DIALOG_WIDTH = 500;

/** react-admin theme options for a validated console theme: react-admin's light theme with the themed palette. */
export function consoleThemeOptions(theme: ConsoleTheme): RaThemeOptions {
  const palette = Object.fromEntries(
    Object.entries(theme.colors).map(([key, main]) => [key, { main }]),
  ) as RaThemeOptions['palette'];
  return {
    ...defaultLightTheme,
    palette: { ...defaultLightTheme.palette, ...palette },
    components: {
      ...defaultLightTheme.components,
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
