/*
 * WCAG 2.1 contrast of the text the console draws on a themed colour (e.g. button labels on the primary colour).
 * MUI picks white text when white reaches a contrast of 3 against the colour, else 87 % black; WCAG AA asks 4.5
 * for normal text, so a colour can be accepted by MUI and still be hard to read: the configurator warns then.
 */

type Rgba = [number, number, number, number];

/** WCAG AA for normal text. */
export const AA_NORMAL_TEXT = 4.5;
/** MUI's default `contrastThreshold`. */
const MUI_THRESHOLD = 3;
const WHITE: Rgba = [255, 255, 255, 1];
const MUI_DARK_TEXT: Rgba = [0, 0, 0, 0.87];

const NUMBER = '\\s*(\\d{1,3}(?:\\.\\d+)?)\\s*';
const FUNCTIONAL = new RegExp(
  `^(rgba?|hsla?)\\(${NUMBER},${NUMBER}(%?),${NUMBER}(%?)(?:,\\s*(0|1|0?\\.\\d+|1\\.0+)\\s*)?\\)$`,
);

function hslToRgb(h: number, s: number, l: number): [number, number, number] {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return Math.round(255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [f(0), f(8), f(4)];
}

/** Parses the colour formats a theme allows (#rgb, #rrggbb, rgb(), rgba(), hsl(), hsla()); null for anything else. */
export function parseColour(value: string): Rgba | null {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim());
  if (hex) {
    const digits = hex[1].length === 3 ? [...hex[1]].map((digit) => digit + digit).join('') : hex[1];
    return [0, 2, 4].map((index) => parseInt(digits.slice(index, index + 2), 16)).concat(1) as Rgba;
  }
  const match = FUNCTIONAL.exec(value.trim());
  if (!match) return null;
  const [, name, x, y, yPercent, z, zPercent, alpha] = match;
  const a = alpha === undefined ? 1 : Number(alpha);
  if (name.startsWith('rgb')) {
    const channels = [x, y, z].map(Number);
    if (yPercent || zPercent || channels.some((channel) => channel > 255)) return null;
    return [...channels, a] as Rgba;
  }
  if (!yPercent || !zPercent || Number(x) > 360 || Number(y) > 100 || Number(z) > 100) return null;
  return [...hslToRgb(Number(x), Number(y) / 100, Number(z) / 100), a];
}

/** A colour with transparency as it shows over `below` (opaque). */
const over = ([r, g, b, a]: Rgba, below: Rgba): Rgba => [
  r * a + below[0] * (1 - a),
  g * a + below[1] * (1 - a),
  b * a + below[2] * (1 - a),
  1,
];

function luminance([r, g, b]: Rgba): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG contrast ratio (1–21) of two opaque colours. */
export function contrastRatio(a: Rgba, b: Rgba): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

export interface TextContrast {
  /** The text colour MUI draws on this colour. */
  text: 'white' | 'black';
  /** Its contrast ratio, rounded to two decimals. */
  ratio: number;
  passesAA: boolean;
}

/** The contrast of the text MUI draws on `colour` (shown over a white page); null when it is no valid colour. */
export function textContrastOn(colour: string): TextContrast | null {
  const parsed = parseColour(colour);
  if (!parsed) return null;
  const background = over(parsed, WHITE);
  const white = contrastRatio(WHITE, background);
  const text = white >= MUI_THRESHOLD ? 'white' : 'black';
  const ratio = text === 'white' ? white : contrastRatio(over(MUI_DARK_TEXT, background), background);
  const rounded = Math.round(ratio * 100) / 100;
  return { text, ratio: rounded, passesAA: ratio >= AA_NORMAL_TEXT };
}

/**
 * The text colour the console draws on `colour` (over a white page): white when white reaches WCAG AA, else black.
 * One of the two always does (their contrasts multiply to 21), so text on a themed colour stays readable whatever
 * the tenant chose; undefined when `colour` is no valid colour.
 */
export function readableTextOn(colour: string): '#ffffff' | '#000000' | undefined {
  const parsed = parseColour(colour);
  if (!parsed) return undefined;
  const background = over(parsed, WHITE);
  return contrastRatio(WHITE, background) >= AA_NORMAL_TEXT ? '#ffffff' : '#000000';
}

/** The console's page background (react-admin's light theme): the darkest surface text in a themed colour sits on. */
export const PAGE_BACKGROUND = '#fafafb';

const hex = (rgba: Rgba) =>
  `#${rgba
    .slice(0, 3)
    .map((channel) => Math.round(channel).toString(16).padStart(2, '0'))
    .join('')}`;

/** The contrast of `colour` as text on the page background (rounded to two decimals); null when no valid colour. */
export function contrastOnPage(colour: string): number | null {
  const parsed = parseColour(colour);
  if (!parsed) return null;
  const page = parseColour(PAGE_BACKGROUND)!;
  return Math.round(contrastRatio(over(parsed, page), page) * 100) / 100;
}

/**
 * `colour` as text on the page (links, text buttons, selected tabs, outlined chips, `primary.main` text): unchanged
 * when it reaches `minimum` against the page background (the darker of page and paper, so white paper passes too),
 * else darkened step by step towards black, hue kept, until it does. Black reaches 19:1 on the page, so there always is one.
 * Undefined when `colour` is no valid colour.
 */
export function textSafeColour(colour: string, minimum = AA_NORMAL_TEXT): string | undefined {
  const parsed = parseColour(colour);
  const page = parseColour(PAGE_BACKGROUND)!;
  if (!parsed) return undefined;
  const flat = over(parsed, page);
  const passes = (candidate: Rgba) => contrastRatio(candidate, page) >= minimum;
  if (passes(flat)) return parsed[3] === 1 ? colour : hex(flat);
  for (let step = 1; step <= 50; step += 1) {
    const keep = 1 - step / 50;
    const candidate: Rgba = [flat[0] * keep, flat[1] * keep, flat[2] * keep, 1];
    if (passes(candidate)) return hex(candidate);
  }
  return '#000000';
}
