import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { en } from '../i18n/en';
import { mergeMessages } from '../i18n/mergeMessages';

/** The console's locale (SPEC §9: default locale en-US). */
export const DEFAULT_LOCALE = 'en-US';

/** All en-US messages: react-admin's English texts with the console's texts merged over them. */
export const enUsMessages: TranslationMessages = mergeMessages(englishMessages, en);

/** Creates the polyglot i18n provider; every UI text goes through it. */
export function createI18nProvider(): I18nProvider {
  return polyglotI18nProvider(() => enUsMessages, DEFAULT_LOCALE, [
    { locale: DEFAULT_LOCALE, name: 'English' },
  ]);
}

/** The shared provider instance (it holds no per-user state). */
export const i18nProvider = createI18nProvider();
