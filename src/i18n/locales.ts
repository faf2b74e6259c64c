import type { Locale } from 'react-admin';

/** The console's default language (SPEC §9: default locale en-US). */
export const DEFAULT_LOCALE = 'en-US';

/** The languages the console speaks besides English; each has a complete catalogue (`catalogueCompleteness.test.ts`). */
export const TRANSLATED_LOCALES = ['cs'] as const;
export type TranslatedLocale = (typeof TRANSLATED_LOCALES)[number];

/** The languages a user may choose, each named in itself (as language pickers do), for `getLocales`. */
export const LOCALES: readonly Locale[] = [
  { locale: DEFAULT_LOCALE, name: 'English' },
  { locale: 'cs', name: 'Čeština' },
];

/** Whether `value` names a language of the console. */
export const isConsoleLocale = (value: unknown): value is string =>
  LOCALES.some((entry) => entry.locale === value);

/**
 * Catalogues of other languages beside an area's or page's English texts (same shape), loaded with the area or page
 * when that language is in use, or when the user switches to it.
 */
export type Translations = Readonly<Partial<Record<TranslatedLocale, () => Promise<object>>>>;
