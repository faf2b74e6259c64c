import { type FieldOf, type FieldTypeDefinition, impliedUnlessDeclared } from './fieldTypeDefinition';

/** The colours a colour field holds: #rgb or #rrggbb, what a native colour picker and every browser understand. */
export const COLOUR_PATTERN = '^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$';
const COLOUR = new RegExp(COLOUR_PATTERN);

/** Whether a value is a colour this type shows as a swatch. */
export const isColour = (value: unknown): value is string => typeof value === 'string' && COLOUR.test(value);

/** The #rrggbb form of a colour (what `<input type="color">` needs); undefined for anything else. */
export function sixDigitColour(value: unknown): string | undefined {
  if (!isColour(value)) return undefined;
  const hex = value.slice(1).toLowerCase();
  return hex.length === 3 ? `#${[...hex].map((digit) => digit + digit).join('')}` : `#${hex}`;
}

const SEED_COLOURS = ['#1f4e8c', '#00897b', '#c62828', '#f9a825'];

/** A colour (#rgb or #rrggbb), shown as a swatch and its text, picked with the browser's colour picker. */
export const colourType: FieldTypeDefinition<FieldOf<'colour'>> = {
  sortable: true,
  impliedRules: impliedUnlessDeclared({ name: 'match', pattern: COLOUR_PATTERN }),
  seed: (_field, { index }) => SEED_COLOURS[index % SEED_COLOURS.length],
};
