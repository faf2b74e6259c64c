import type { Translate } from '../../src/resources/field-types/fieldTypeDefinition';

const PLACEHOLDER = /%\{(\w+)\}/g;

/**
 * The console's texts (sent with an export) as a translate function for the field type plug-ins' cells: a key's
 * text with its `%{placeholders}` filled from the options, like the console's polyglot; an unknown key gives the
 * `_` default (a label already in words) or the key itself.
 */
export function translateWith(texts: Readonly<Record<string, string>>): Translate {
  return (key, options = {}) => {
    const text = Object.hasOwn(texts, key) ? texts[key]! : String(options._ ?? key);
    return text.replace(PLACEHOLDER, (match, name: string) =>
      Object.hasOwn(options, name) ? String(options[name]) : match,
    );
  };
}
