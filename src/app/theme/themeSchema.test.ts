// @vitest-environment node
import { createTheme } from '@mui/material/styles';
import { isMuiColor } from '../../shared/colorFormats';
import { textSafeColour } from '../../shared/contrast';
import { buildMuiTheme, consoleThemeOptions } from './consoleThemeOptions';
import { DEFAULT_THEME } from '../../shared/defaultTheme';
import { isSafeImageSource, parseThemeContent } from '../../shared/themeSchema';

const valid = {
  title: 'Acme Telecom',
  colors: { primary: '#c62828', secondary: 'rgb(0, 137, 123)', info: 'hsl(200, 80%, 40%)' },
  favicon: { source: 'https://cdn.acme.example/favicon.png' },
  logos: { console: { source: '/branding/acme.svg', width: 120, height: 32 } },
};
const withPatch = (patch: Record<string, unknown>) => JSON.stringify({ ...valid, ...patch });
const logo = (patch: Record<string, unknown>) =>
  withPatch({ logos: { console: { ...valid.logos.console, ...patch } } });

/** Broken theme contents, each with a problem path it must report. */
const BROKEN: [string, unknown, string][] = [
  ['not JSON', '{title: "x"', ''],
  ['truncated JSON', '{"title": "Acme"', ''],
  ['a JSON array', '[1, 2]', ''],
  ['a JSON string', '"Acme"', ''],
  ['JSON null', 'null', ''],
  ['a number', 42, ''],
  ['an unknown top-level key', withPatch({ fonts: { body: 'Comic Sans' } }), 'fonts'],
  // Refused by the shared JSON bounds before the theme's own rules (`jsonShape.ts`): the whole content is invalid.
  ['a __proto__ key', '{"__proto__": {"title": "x"}}', ''],
  ['a numeric title', withPatch({ title: 42 }), 'title'],
  ['an empty title', withPatch({ title: '   ' }), 'title'],
  ['a 101-character title', withPatch({ title: 'x'.repeat(101) }), 'title'],
  ['a title with a newline', withPatch({ title: 'Acme\nTelecom' }), 'title'],
  ['colors as a list', withPatch({ colors: ['#fff'] }), 'colors'],
  ['a named colour', withPatch({ colors: { primary: 'red' } }), 'colors.primary'],
  ['space-separated rgb()', withPatch({ colors: { primary: 'rgb(1 2 3)' } }), 'colors.primary'],
  ['rgb() out of range', withPatch({ colors: { primary: 'rgb(256, 0, 0)' } }), 'colors.primary'],
  ['rgba() alpha above 1', withPatch({ colors: { primary: 'rgba(1, 2, 3, 1.5)' } }), 'colors.primary'],
  ['hsl() without percent', withPatch({ colors: { primary: 'hsl(120, 50, 50)' } }), 'colors.primary'],
  [
    'a CSS colour() function',
    withPatch({ colors: { primary: 'color(display-p3 1 0 0)' } }),
    'colors.primary',
  ],
  ['five hex digits', withPatch({ colors: { primary: '#12345' } }), 'colors.primary'],
  ['hex without #', withPatch({ colors: { primary: '1f4e8c' } }), 'colors.primary'],
  ['a CSS injection', withPatch({ colors: { primary: '#fff; background: url(x)' } }), 'colors.primary'],
  ['a numeric colour', withPatch({ colors: { secondary: 255 } }), 'colors.secondary'],
  ['an unknown palette key', withPatch({ colors: { tertiary: '#fff' } }), 'colors.tertiary'],
  ['a favicon over http', withPatch({ favicon: { source: 'http://evil.example/x.ico' } }), 'favicon.source'],
  ['a javascript: favicon', withPatch({ favicon: { source: 'javascript:alert(1)' } }), 'favicon.source'],
  ['a data: favicon', withPatch({ favicon: { source: 'data:image/svg+xml,<svg/>' } }), 'favicon.source'],
  [
    'a protocol-relative favicon',
    withPatch({ favicon: { source: '//evil.example/x.ico' } }),
    'favicon.source',
  ],
  ['a favicon without source', withPatch({ favicon: {} }), 'favicon.source'],
  ['a favicon as text', withPatch({ favicon: '/favicon.svg' }), 'favicon'],
  ['a backslash logo path', logo({ source: '/\\evil.example/logo.svg' }), 'logos.console.source'],
  ['a relative logo path', logo({ source: 'logo.svg' }), 'logos.console.source'],
  [
    'a logo with credentials',
    logo({ source: 'https://user:pw@cdn.example/logo.svg' }),
    'logos.console.source',
  ],
  ['a zero logo width', logo({ width: 0 }), 'logos.console.width'],
  ['a negative logo height', logo({ height: -32 }), 'logos.console.height'],
  ['a huge logo', logo({ width: 100000 }), 'logos.console.width'],
  ['a logo width as text', logo({ width: '120px' }), 'logos.console.width'],
  ['a logo without height', logo({ height: undefined }), 'logos.console.height'],
  [
    'an unknown logo',
    withPatch({ logos: { login: { source: '/x.svg', width: 1, height: 1 } } }),
    'logos.login',
  ],
  ['logos as null', withPatch({ logos: null }), 'logos'],
];

describe('parseThemeContent', () => {
  it('accepts a complete valid theme', () => {
    const { theme, problems } = parseThemeContent(JSON.stringify(valid));
    expect(problems).toEqual([]);
    expect(theme).toEqual({ ...valid, colors: { ...DEFAULT_THEME.colors, ...valid.colors } });
  });

  it('treats empty content as "no theme": the default, without problems', () => {
    for (const content of ['', '   ', null, undefined]) {
      expect(parseThemeContent(content)).toEqual({ theme: DEFAULT_THEME, problems: [] });
    }
  });

  it('fills missing optional parts from the default theme', () => {
    const { theme, problems } = parseThemeContent('{"title":"Globex"}');
    expect(problems).toEqual([]);
    expect(theme).toEqual({ ...DEFAULT_THEME, title: 'Globex' });
  });

  it(`has a corpus of at least 30 broken themes (${BROKEN.length})`, () => {
    expect(BROKEN.length).toBeGreaterThanOrEqual(30);
  });

  it.each(BROKEN)('rejects %s, falls back to the default and renders with MUI', (_name, content, path) => {
    const { theme, problems } = parseThemeContent(content);
    expect(theme).toBe(DEFAULT_THEME);
    expect(problems.map((problem) => problem.path)).toContain(path);
    const { muiTheme, fellBack } = buildMuiTheme(theme);
    expect(fellBack).toBe(false);
    expect(muiTheme.palette.primary.main).toBe(DEFAULT_THEME.colors.primary);
  });
});

describe('colours', () => {
  it.each([
    '#abc',
    '#1F4E8C',
    'rgb(0, 0, 0)',
    'rgb(255,255,255)',
    'rgba(10, 20, 30, 0.5)',
    'rgba(10, 20, 30, 1)',
    'hsl(360, 100%, 50%)',
    'hsla(10, 20%, 30%, .25)',
  ])('accepts %s and MUI builds a palette from it', (color) => {
    expect(isMuiColor(color)).toBe(true);
    const theme = createTheme(
      consoleThemeOptions({ ...DEFAULT_THEME, colors: { primary: color, error: color } }),
    );
    // Readable as text on the page: the colour itself, or darkened until it is (themedPalette.test.ts).
    expect(theme.palette.primary.main).toBe(textSafeColour(color));
    expect(typeof theme.palette.primary.contrastText).toBe('string');
    expect(theme.palette.error.dark).toBeTruthy();
  });

  it.each(['', 'transparent', 'currentColor', '#abcd', 'rgb(1,2)', 'hsl(361, 1%, 1%)', 'rgba(1,2,3,-0.1)'])(
    'refuses %p',
    (color) => {
      expect(isMuiColor(color)).toBe(false);
    },
  );
});

describe('isSafeImageSource', () => {
  it.each(['/favicon.svg', '/branding/a%20b.png?v=2', 'https://cdn.example/logo.svg'])(
    'allows %s',
    (source) => {
      expect(isSafeImageSource(source)).toBe(true);
    },
  );

  it.each(['http://cdn.example/x.png', 'ftp://x/y', '//cdn.example/x', '/a b.png', ' /x.png', 'x.png', ''])(
    'refuses %p',
    (source) => {
      expect(isSafeImageSource(source)).toBe(false);
    },
  );
});

describe('buildMuiTheme', () => {
  it('applies the themed colours and the 500 px dialog width', () => {
    const { muiTheme } = buildMuiTheme({ ...DEFAULT_THEME, colors: { primary: '#c62828' } });
    expect(muiTheme.palette.primary.main).toBe('#c62828');
    const paper = muiTheme.components?.MuiDialog?.styleOverrides?.paper as (props: {
      ownerState: { fullWidth?: boolean };
    }) => object;
    expect(paper({ ownerState: {} })).toEqual({ width: 500 });
    expect(paper({ ownerState: { fullWidth: true } })).toEqual({});
  });

  it('falls back to the default theme if MUI still throws', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { muiTheme, fellBack } = buildMuiTheme({ ...DEFAULT_THEME, colors: { primary: 'not-a-colour' } });
    expect(fellBack).toBe(true);
    expect(muiTheme.palette.primary.main).toBe(DEFAULT_THEME.colors.primary);
  });
});
