import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { en } from '../i18n/en';
import { mergeInto, mergeMessages, type Messages } from '../i18n/mergeMessages';

/** The console's locale (SPEC §9: default locale en-US). */
export const DEFAULT_LOCALE = 'en-US';

const LOCALES = [{ locale: DEFAULT_LOCALE, name: 'English' }];

/**
 * The en-US messages: react-admin's English texts with the console's merged over them. A custom page's own texts
 * join them with its code ({@link ConsoleI18nProvider.addMessages}).
 */
export const enUsMessages: TranslationMessages = mergeMessages(englishMessages, en);

/** The polyglot provider, able to take more texts while the console runs. */
export interface ConsoleI18nProvider extends I18nProvider {
  /**
   * Merges `messages` over the texts (into `enUsMessages`) and translates with them from now on, synchronously: a
   * screen whose texts are added before it renders shows them on its first render, with no locale change (which
   * would remount react-admin's whole tree).
   */
  addMessages(messages: object): void;
}

/** Creates the polyglot i18n provider over `messages` (kept and extended in place); every UI text goes through it. */
export function createI18nProvider(messages: TranslationMessages = enUsMessages): ConsoleI18nProvider {
  const build = (locale: string) => polyglotI18nProvider(() => messages, locale, LOCALES);
  let current = build(DEFAULT_LOCALE);
  return {
    translate: (key, options) => current.translate(key, options),
    changeLocale: (locale) => current.changeLocale(locale),
    getLocale: () => current.getLocale(),
    getLocales: () => LOCALES,
    addMessages(more) {
      mergeInto(messages as Messages, more as Messages);
      // ra-i18n-polyglot reads its phrases once: a new one over the grown catalogue (about a millisecond).
      current = build(current.getLocale());
    },
  };
}

/** The shared provider instance (it holds no per-user state). */
export const i18nProvider = createI18nProvider();
