import { createTheme } from '@mui/material/styles';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_THEME } from '../../shared/defaultTheme';
import { consoleThemeOptions } from './consoleThemeOptions';

const prefers = (reduce: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
  }));

describe('consoleThemeOptions and reduced motion', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps MUI transitions and ripples for a user who did not ask for less motion', () => {
    prefers(false);
    const options = consoleThemeOptions(DEFAULT_THEME);
    const theme = createTheme(options);
    expect(theme.transitions.create('opacity')).toContain('opacity');
    expect(theme.transitions.duration.enteringScreen).toBeGreaterThan(0);
    expect(options.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(false);
  });

  it('drops transitions and ripples when the system asks for reduced motion', () => {
    prefers(true);
    const options = consoleThemeOptions(DEFAULT_THEME);
    const theme = createTheme(options);
    expect(theme.transitions.create('opacity')).toBe('none');
    expect(theme.transitions.duration.enteringScreen).toBe(0);
    expect(theme.transitions.getAutoHeightDuration(400)).toBe(0);
    expect(options.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(true);
  });
});
