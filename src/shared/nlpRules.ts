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

/** Language codes such as `en` or `cs-CZ`. */
export const NLP_LANGUAGE_PATTERN = /^[a-z]{2,3}(-[A-Z]{2})?$/;

/** A category name: letters, digits, `_`, `-` and `.`, one URL segment, at most 100 characters. */
export const NLP_CATEGORY_PATTERN = /^[\p{L}\p{N}_.-]{1,100}$/u;

/** The message for a bad category name, or null. */
export function categoryNameError(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return 'Required';
  if (!NLP_CATEGORY_PATTERN.test(value.trim()))
    return 'Use letters, digits, "_", "-" or "." only (at most 100 characters)';
  return null;
}

/** The message for a bad example utterance, or null. */
export function exampleTextError(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return 'Required';
  if (value.trim().length > NLP_LIMITS.example) return `At most ${NLP_LIMITS.example} characters`;
  return null;
}
