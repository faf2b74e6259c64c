import type { DialogProps } from '@mui/material';
import { createTheme, type Theme } from '@mui/material/styles';
import {
  DataTableClasses,
  defaultLightTheme,
  LayoutClasses,
  ListClasses,
  LoadingClasses,
  type RaThemeOptions,
} from 'react-admin';
import { i18nProvider } from '../../providers/i18nProvider';
import { DEFAULT_THEME, type ConsoleTheme } from '../../shared/defaultTheme';
import { fillOverrides, themedPalette } from './themedPalette';

/** SPEC §9: dialog default width 500. */
export const DIALOG_WIDTH = 500;

/**
 * MUI's breakpoints with `sm` (and so `md`) moved up: below `sm` react-admin's stock layout folds the side menu into a
 * drawer opened from the top bar, which a window of 800 px (a tablet, a half screen) needs as much as a phone does.
 */
export const BREAKPOINTS = { xs: 0, sm: 900, md: 1000, lg: 1200, xl: 1536 } as const;

/** WCAG 2.3.3: whoever asks the system for less motion gets no transitions and no ripples (read per theme build). */
const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

/** MUI's transitions at once: nothing slides, fades or grows, so nothing moves on screen after it is shown. */
const STILL: Pick<RaThemeOptions, 'transitions'> = {
  transitions: {
    create: () => 'none',
    getAutoHeightDuration: () => 0,
    duration: {
      shortest: 0,
      shorter: 0,
      short: 0,
      standard: 0,
      complex: 0,
      enteringScreen: 0,
      leavingScreen: 0,
    },
  },
};

/**
 * react-admin theme options for a validated console theme: react-admin's light theme with the themed palette, whose
 * colours are readable as text on the page and whose text is readable on them (`themedPalette`); filled surfaces keep
 * the tenant's own colours.
 */
export function consoleThemeOptions(theme: ConsoleTheme): RaThemeOptions {
  const { palette, fills } = themedPalette(theme.colors);
  const still = prefersReducedMotion();
  return {
    ...defaultLightTheme,
    ...(still ? STILL : {}),
    palette: { ...defaultLightTheme.palette, ...palette },
    breakpoints: { values: BREAKPOINTS },
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
      // The frame is as wide as the window, never as its widest content: wide content scrolls in its own box.
      RaLayout: {
        styleOverrides: { root: { minWidth: 0, [`& .${LayoutClasses.content}`]: { minWidth: 0 } } },
      },
      // A list shares the width with its aside (folders, charts) only from `md` on; below, the aside goes under it.
      RaList: {
        styleOverrides: {
          root: ({ theme: muiTheme }: { theme: Theme }) => ({
            [muiTheme.breakpoints.down('md')]: { flexDirection: 'column' },
            [`& .${ListClasses.main}`]: { minWidth: 0 },
          }),
        },
      },
      // A table wider than the window scrolls sideways in its own box; the page around it stays put.
      RaDataTable: {
        styleOverrides: { root: { [`& .${DataTableClasses.tableWrapper}`]: { overflowX: 'auto' } } },
      },
      // Tab bars scroll when narrower than their tabs, with arrows on touch screens too (phones).
      MuiTabs: {
        defaultProps: { variant: 'scrollable', scrollButtons: 'auto', allowScrollButtonsMobile: true },
      },
      // Column headers' sort buttons are at least 24 px high (WCAG 2.2 target size).
      MuiTableSortLabel: { styleOverrides: { root: { minHeight: 24 } } },
      MuiButtonBase: {
        defaultProps: { disableRipple: still },
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
