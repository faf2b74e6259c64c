/** Palette entries a theme may colour. */
export const THEME_COLOR_KEYS = ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const;
export type ThemeColorKey = (typeof THEME_COLOR_KEYS)[number];

/** The parsed content of the theme setting (SPEC §3): title, colours, favicon and console logo. */
export interface ConsoleTheme {
  title: string;
  colors: Partial<Record<ThemeColorKey, string>>;
  favicon: { source: string };
  logos: { console: { source: string; width: number; height: number } };
}

/**
 * The console's own appearance: what the console shows when no theme is configured or the configured one is
 * invalid, and what the dev platform seeds as the theme setting.
 */
export const DEFAULT_THEME: ConsoleTheme = Object.freeze({
  title: 'Switchboard',
  colors: Object.freeze({ primary: '#1f4e8c', secondary: '#00796b' }),
  favicon: Object.freeze({ source: '/favicon.svg' }),
  logos: Object.freeze({ console: Object.freeze({ source: '/favicon.svg', width: 32, height: 32 }) }),
});
