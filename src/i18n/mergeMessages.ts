export type Messages = { [key: string]: unknown };

const isCatalogue = (value: unknown): value is Messages =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The catalogues merged deeply into a new object, later ones winning. What react-admin's `mergeTranslations` does
 * with lodash's generic `merge`, at a fraction of its cost on the start-up path (texts are plain nested objects).
 */
export function mergeMessages<T extends object>(...catalogues: readonly object[]): T {
  const merged: Messages = {};
  for (const catalogue of catalogues) mergeInto(merged, catalogue as Messages);
  return merged as T;
}

/** Merges `source` deeply into `target` (its nested catalogues are copied, never shared). */
export function mergeInto(target: Messages, source: Messages) {
  for (const [key, value] of Object.entries(source)) {
    const current = target[key];
    if (isCatalogue(value)) {
      const into = isCatalogue(current) ? current : (target[key] = {});
      mergeInto(into as Messages, value);
    } else if (value !== undefined) target[key] = value;
  }
}
