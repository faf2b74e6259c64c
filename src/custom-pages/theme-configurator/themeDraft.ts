import { parseThemeContent, validateTheme, type ThemeProblem } from '../../shared/themeSchema';
import { THEME_COLOR_KEYS, type ConsoleTheme, type ThemeColorKey } from '../../shared/defaultTheme';

/** The configurator's form values: texts as typed (an empty colour leaves MUI's own palette colour). */
export interface ThemeDraft {
  title: string;
  colors: Record<ThemeColorKey, string>;
  faviconSource: string;
  logoSource: string;
  logoWidth: string;
  logoHeight: string;
}

export function draftFromTheme(theme: ConsoleTheme): ThemeDraft {
  const logo = theme.logos.console;
  return {
    title: theme.title,
    colors: Object.fromEntries(
      THEME_COLOR_KEYS.map((key) => [key, theme.colors[key] ?? '']),
    ) as ThemeDraft['colors'],
    faviconSource: theme.favicon.source,
    logoSource: logo.source,
    logoWidth: String(logo.width),
    logoHeight: String(logo.height),
  };
}

/** The draft as the theme's JSON object (numbers as numbers where they are numbers, so the schema can judge). */
export function themeObjectOf(draft: ThemeDraft): Record<string, unknown> {
  const size = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text) : text);
  return {
    title: draft.title,
    colors: Object.fromEntries(
      THEME_COLOR_KEYS.filter((key) => draft.colors[key].trim() !== '').map((key) => [
        key,
        draft.colors[key].trim(),
      ]),
    ),
    favicon: { source: draft.faviconSource.trim() },
    logos: {
      console: {
        source: draft.logoSource.trim(),
        width: size(draft.logoWidth),
        height: size(draft.logoHeight),
      },
    },
  };
}

/** The theme content (JSON text) to save or preview. */
export const contentOf = (draft: ThemeDraft) => JSON.stringify(themeObjectOf(draft), null, 2);

/** Problems of the draft by the console's own theme schema: what the console would refuse. */
export const draftProblems = (draft: ThemeDraft): ThemeProblem[] =>
  validateTheme(themeObjectOf(draft)).problems;

/** Reads expert JSON: the draft it describes, or the problems that keep it from being one. */
export function draftFromJson(text: string): { draft?: ThemeDraft; problems: ThemeProblem[] } {
  if (text.trim() === '') return { problems: [{ code: 'invalid_json', path: '' }] };
  const { theme, problems } = parseThemeContent(text);
  return problems.length > 0 ? { problems } : { draft: draftFromTheme(theme), problems };
}

/** The draft the configurator opens with: the theme being previewed, else the saved one (else the default). */
export function initialDraft(previewContent: string | null, savedContent: string | undefined): ThemeDraft {
  const preview = previewContent ? parseThemeContent(previewContent) : undefined;
  if (preview && preview.problems.length === 0) return draftFromTheme(preview.theme);
  return draftFromTheme(parseThemeContent(savedContent).theme);
}
