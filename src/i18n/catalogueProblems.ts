/** Every text of a catalogue by its dotted key. */
export function flattenTexts(catalogue: unknown, prefix = ''): Map<string, string> {
  const texts = new Map<string, string>();
  if (typeof catalogue !== 'object' || catalogue === null) return texts;
  for (const [key, value] of Object.entries(catalogue)) {
    if (typeof value === 'string') texts.set(`${prefix}${key}`, value);
    else for (const [inner, text] of flattenTexts(value, `${prefix}${key}.`)) texts.set(inner, text);
  }
  return texts;
}

const placeholders = (text: string) => [...new Set(text.match(/%\{\w+\}/g) ?? [])].sort().join(' ');

/** Polyglot's plural forms per language: English has two, Czech three (1, 2–4, 5 and more). */
const PLURAL_FORMS: Record<string, number> = { cs: 3 };

/**
 * What keeps `translated` from matching `english`: keys missing in either, placeholders (`%{name}`) the other text
 * lacks, and plural texts without the language's number of forms. Empty when they match.
 */
export function catalogueProblems(english: unknown, translated: unknown, locale: string): string[] {
  const source = flattenTexts(english);
  if (translated === undefined)
    return source.size === 0 ? [] : ['no catalogue at all (declare `translations` beside `messages`)'];
  const target = flattenTexts(translated);
  const problems: string[] = [];
  for (const [key, text] of source) {
    const other = target.get(key);
    if (other === undefined) {
      problems.push(`missing ${key} (English: ${JSON.stringify(text)})`);
      continue;
    }
    if (placeholders(text) !== placeholders(other))
      problems.push(`${key} has placeholders "${placeholders(other)}", English "${placeholders(text)}"`);
    const forms = other.split('||||').length;
    if (text.includes('||||') && forms !== (PLURAL_FORMS[locale] ?? 2))
      problems.push(`${key} has ${forms} plural forms, ${locale} needs ${PLURAL_FORMS[locale] ?? 2}`);
  }
  for (const key of target.keys()) if (!source.has(key)) problems.push(`${key} is not in English`);
  return problems;
}
