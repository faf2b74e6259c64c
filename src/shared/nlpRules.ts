/** Rules of the NLP API both sides apply: names, languages and the limits of texts and imports. */

export const NLP_LIMITS = {
  name: 100,
  example: 500,
  /** CSV imports: characters of the file and data rows. */
  csvChars: 200_000,
  csvRows: 2_000,
  /** A model needs at least this many categories and examples per category to be trained. */
  minCategories: 2,
  minExamples: 2,
} as const;

/** Language codes such as `en` or `cs-CZ` (a form rule's `match` pattern). */
export const NLP_LANGUAGE_PATTERN = '^[a-z]{2,3}(-[A-Z]{2})?$';

/**
 * A category name (a form rule's `match` pattern): one word of at most 100 characters without spaces or the
 * characters that would make it more than one URL segment or one part of a composite key (`/ ~ ? # % \`).
 */
export const NLP_CATEGORY_PATTERN = '^[^\\s/~?#%\\\\]{1,100}$';

/** The message for a bad example utterance, or null. */
export function exampleTextError(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return 'Required';
  if (value.trim().length > NLP_LIMITS.example) return `At most ${NLP_LIMITS.example} characters`;
  return null;
}
