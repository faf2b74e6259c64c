/*
 * Colour syntaxes MUI's colour manipulator (decomposeColor) parses reliably: it splits functional notations on
 * commas only and throws on anything it does not know (named colours, `rgb(1 2 3)`, `color(...)`, hwb(), ...).
 * So a themed colour must match one of these exact forms, with components in range.
 */
const HEX = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;
const INT = '(\\d{1,3})';
const ALPHA = '(0|1|0?\\.\\d{1,4}|1\\.0{1,4})';
const SEP = '\\s*,\\s*';
const RGB = new RegExp(`^rgb\\(\\s*${INT}${SEP}${INT}${SEP}${INT}\\s*\\)$`);
const RGBA = new RegExp(`^rgba\\(\\s*${INT}${SEP}${INT}${SEP}${INT}${SEP}${ALPHA}\\s*\\)$`);
const HSL = new RegExp(`^hsl\\(\\s*${INT}${SEP}${INT}%${SEP}${INT}%\\s*\\)$`);
const HSLA = new RegExp(`^hsla\\(\\s*${INT}${SEP}${INT}%${SEP}${INT}%${SEP}${ALPHA}\\s*\\)$`);

const inRange = (values: (string | undefined)[], limits: number[]) =>
  limits.every((max, index) => Number(values[index]) <= max);

/** Whether `value` is a colour in a format MUI accepts: #rgb, #rrggbb, rgb(), rgba(), hsl(), hsla(). */
export function isMuiColor(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > 64) return false;
  if (HEX.test(value)) return true;
  const rgb = RGB.exec(value) ?? RGBA.exec(value);
  if (rgb) return inRange(rgb.slice(1), [255, 255, 255]);
  const hsl = HSL.exec(value) ?? HSLA.exec(value);
  if (hsl) return inRange(hsl.slice(1), [360, 100, 100]);
  return false;
}
