import { parseUserJson } from './jsonShape';
import { AA_NORMAL_TEXT, contrastOnPage, readableTextOn, textContrastOn, textSafeColour } from './contrast';
import { DEFAULT_THEME, THEME_COLOR_KEYS, type ConsoleTheme } from './defaultTheme';
import { isMuiColor } from './colorFormats';

export const MAX_TITLE_LENGTH = 100;
/** Largest logo side in CSS pixels; the logo sits in the top bar. */
export const MAX_LOGO_SIZE = 512;
const MAX_SOURCE_LENGTH = 2048;

/** Why a theme was refused: an i18n code (`app.theme.problems.{code}`) and the JSON path it concerns. */
export interface ThemeProblem {
  code: 'invalid_json' | 'not_object' | 'unknown_key' | 'text' | 'color' | 'source' | 'size' | 'missing';
  path: string;
}

export interface ThemeParseResult {
  theme: ConsoleTheme;
  /** Empty when the content was valid (or empty); otherwise the default theme is returned. */
  problems: ThemeProblem[];
}

/**
 * A themed colour the console does not use as chosen, because text would be below WCAG AA (4.5:1): `on-colour`, the
 * text MUI would draw on it (the console draws `text`, white or black, instead); `as-text`, the colour itself as
 * text on the page (links, text buttons, selected tabs: the console draws them in `text`, the colour darkened).
 */
export interface ThemeContrastWarning {
  path: string;
  kind: 'on-colour' | 'as-text';
  ratio: number;
  text: string;
}

/**
 * The theme's colours that give text a contrast below 4.5:1 (WCAG AA, normal text), on them or in them on the page.
 * The theme still applies (a tenant's colours are its choice) but the console falls back to readable text and says so.
 */
export function contrastWarnings(theme: ConsoleTheme): ThemeContrastWarning[] {
  return THEME_COLOR_KEYS.flatMap((key) => {
    const colour = theme.colors[key];
    if (!colour) return [];
    const path = `colors.${key}`;
    const warnings: ThemeContrastWarning[] = [];
    const contrast = textContrastOn(colour);
    const text = readableTextOn(colour);
    if (contrast && !contrast.passesAA && text)
      warnings.push({ path, kind: 'on-colour', ratio: contrast.ratio, text });
    const safe = textSafeColour(colour);
    const ratio = contrastOnPage(colour);
    if (safe && ratio !== null && ratio < AA_NORMAL_TEXT)
      warnings.push({ path, kind: 'as-text', ratio, text: safe });
    return warnings;
  });
}

/**
 * Parses and strictly validates theme content (a JSON text). Empty content means "no theme": the default, no
 * problems. Anything invalid — bad JSON, unknown keys, colours MUI cannot parse, a logo or favicon that is neither
 * https nor a same-origin path — rejects the whole theme: the default is returned with the list of problems.
 * Missing optional parts fall back to the default one by one.
 */
export function parseThemeContent(content: unknown): ThemeParseResult {
  if (content === null || content === undefined || (typeof content === 'string' && content.trim() === '')) {
    return { theme: DEFAULT_THEME, problems: [] };
  }
  if (typeof content !== 'string') return rejected([{ code: 'invalid_json', path: '' }]);
  // Bounded like every JSON a user sends: a deep theme is refused as invalid, never walked.
  const read = parseUserJson(content);
  if ('problem' in read) return rejected([{ code: 'invalid_json', path: '' }]);
  return validateTheme(read.value);
}

/** Validates an already parsed theme object (see {@link parseThemeContent}). */
export function validateTheme(value: unknown): ThemeParseResult {
  const problems: ThemeProblem[] = [];
  const root = objectWithKeys(value, ['title', 'colors', 'favicon', 'logos'], '', problems);
  if (!root) return rejected(problems);

  const theme: ConsoleTheme = {
    title: DEFAULT_THEME.title,
    colors: { ...DEFAULT_THEME.colors },
    favicon: DEFAULT_THEME.favicon,
    logos: DEFAULT_THEME.logos,
  };
  if ('title' in root) {
    if (isTitle(root.title)) theme.title = root.title.trim();
    else problems.push({ code: 'text', path: 'title' });
  }
  if ('colors' in root) {
    const colors = objectWithKeys(root.colors, THEME_COLOR_KEYS, 'colors', problems);
    for (const key of THEME_COLOR_KEYS) {
      if (!colors || !(key in colors)) continue;
      const color = colors[key];
      if (isMuiColor(color)) theme.colors[key] = color;
      else problems.push({ code: 'color', path: `colors.${key}` });
    }
  }
  if ('favicon' in root) {
    const favicon = objectWithKeys(root.favicon, ['source'], 'favicon', problems);
    if (favicon) {
      const source = checkSource(favicon.source, 'favicon.source', problems);
      if (source) theme.favicon = { source };
    }
  }
  if ('logos' in root) {
    const logos = objectWithKeys(root.logos, ['console'], 'logos', problems);
    const logo =
      logos && 'console' in logos
        ? objectWithKeys(logos.console, ['source', 'width', 'height'], 'logos.console', problems)
        : undefined;
    if (logo) {
      const source = checkSource(logo.source, 'logos.console.source', problems);
      const width = checkSize(logo.width, 'logos.console.width', problems);
      const height = checkSize(logo.height, 'logos.console.height', problems);
      if (source && width && height) theme.logos = { console: { source, width, height } };
    }
  }
  return problems.length > 0 ? rejected(problems) : { theme, problems };
}

function rejected(problems: ThemeProblem[]): ThemeParseResult {
  return { theme: DEFAULT_THEME, problems };
}

function objectWithKeys(
  value: unknown,
  allowed: readonly string[],
  path: string,
  problems: ThemeProblem[],
): Record<string, unknown> | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    problems.push({ code: 'not_object', path });
    return undefined;
  }
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    if (!allowed.includes(key)) problems.push({ code: 'unknown_key', path: path ? `${path}.${key}` : key });
  }
  return record;
}

function isTitle(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.trim() !== '' &&
    value.length <= MAX_TITLE_LENGTH &&
    !hasControlCharacter(value)
  );
}

/** A logo or favicon address: https, or a same-origin path starting with a single '/'. */
export function isSafeImageSource(value: unknown): value is string {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_SOURCE_LENGTH) return false;
  if (hasControlCharacter(value) || /\s|\\/.test(value)) return false;
  if (value.startsWith('/')) {
    if (value.startsWith('//')) return false;
    const probe = 'https://switchboard.invalid';
    try {
      return new URL(value, probe).origin === probe;
    } catch {
      return false;
    }
  }
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '' && !url.username && !url.password;
  } catch {
    return false;
  }
}

function checkSource(value: unknown, path: string, problems: ThemeProblem[]): string | undefined {
  if (value === undefined) problems.push({ code: 'missing', path });
  else if (!isSafeImageSource(value)) problems.push({ code: 'source', path });
  else return value;
  return undefined;
}

function checkSize(value: unknown, path: string, problems: ThemeProblem[]): number | undefined {
  if (value === undefined) problems.push({ code: 'missing', path });
  else if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0 || value > MAX_LOGO_SIZE)
    problems.push({ code: 'size', path });
  else return value;
  return undefined;
}

function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}
