import { getPath } from '../../shared/getPath';

/** Values a `{placeholder}` can name: the record's fields (dot paths), `id`, route parameters, `rowId`, `parent.…`. */
export type PlaceholderValues = Record<string, unknown>;

const PLACEHOLDER = /\{([^{}]+)\}/g;

const lookup = (values: PlaceholderValues, name: string): unknown =>
  Object.hasOwn(values, name) ? values[name] : getPath(values, name);

/**
 * Fills every `{name}` of an API path with the URL-encoded value it names; a missing value is an error (a call must
 * never go to a half-filled path such as `/lines//monitoring`).
 */
export function fillPath(path: string, values: PlaceholderValues): string {
  return path.replace(PLACEHOLDER, (_, name: string) => {
    const value = lookup(values, name);
    if (value === undefined || value === null || value === '')
      throw new Error(`No value for {${name}} in ${path}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * Fills a body template: a text that is exactly `"{name}"` becomes the value itself (keeping numbers numbers),
 * placeholders inside longer texts are replaced by their text; nested objects and arrays are filled too.
 */
export function fillBody(template: unknown, values: PlaceholderValues): unknown {
  if (typeof template === 'string') {
    const whole = /^\{([^{}]+)\}$/.exec(template);
    if (whole) return lookup(values, whole[1] ?? '');
    return template.replace(PLACEHOLDER, (_, name: string) => String(lookup(values, name) ?? ''));
  }
  if (Array.isArray(template)) return template.map((item) => fillBody(item, values));
  if (typeof template === 'object' && template !== null)
    return Object.fromEntries(Object.entries(template).map(([key, item]) => [key, fillBody(item, values)]));
  return template;
}

/** The react-admin id of a record with a composite key: its key values, each URL-encoded, joined by `~`. */
export const compositeId = (values: readonly unknown[]) =>
  // encodeURIComponent keeps `~`, the separator, so it is encoded by hand.
  values.map((value) => encodeURIComponent(String(value)).replace(/~/g, '%7E')).join('~');

/** The key values of a composite id, by key field name. */
export function splitCompositeId(id: string, key: readonly string[]): Record<string, string> {
  const parts = id.split('~');
  return Object.fromEntries(key.map((name, index) => [name, decodeURIComponent(parts[index] ?? '')]));
}
