import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { cs } from '../i18n/cs';
import { en } from '../i18n/en';
import { DEFAULT_LOCALE, LOCALES, type TranslatedLocale, type Translations } from '../i18n/locales';
import { mergeInto, mergeMessages, type Messages } from '../i18n/mergeMessages';
import { raCzechMessages } from '../i18n/raCzechMessages';
import { setFormatLocale } from '../utils/formatLocale';

export { DEFAULT_LOCALE };

/**
 * The en-US messages: react-admin's English texts with the console's merged over them. A custom page's own texts
 * join them with its code ({@link ConsoleI18nProvider.addMessages}).
 */
export const enUsMessages: TranslationMessages = mergeMessages(englishMessages, en);

/** The Czech messages: react-admin's Czech texts (ra-language-czech, completed) with the console's over them. */
export const csMessages: TranslationMessages = mergeMessages(raCzechMessages, cs);

/** The polyglot provider, able to take more texts while the console runs. */
export interface ConsoleI18nProvider extends I18nProvider {
  /**
   * Merges English `messages` over the texts and translates with them from now on, synchronously: a screen whose
   * texts are added before it renders shows them on its first render, with no locale change (which would remount
   * react-admin's whole tree).
   */
  addMessages(messages: object): void;
  /**
   * Keeps an area's or page's other catalogues (same shape as its English texts): the current language's is loaded
   * and merged now (the returned promise), the others when the user switches to their language.
   */
  addTranslations(translations: Translations | undefined): Promise<void>;
}

/**
 * Creates the polyglot i18n provider over the catalogues (kept and extended in place); every UI text goes through
 * it. Polyglot gets the language (`cs` picks its three plural forms for `smart_count`); a text a catalogue lacks
 * (a runtime JSON resource's, written in English) falls back to English rather than showing its key.
 */
export function createI18nProvider(
  messages: TranslationMessages = enUsMessages,
  translated: Record<TranslatedLocale, TranslationMessages> = { cs: csMessages },
): ConsoleI18nProvider {
  const catalogues: Record<string, TranslationMessages> = { [DEFAULT_LOCALE]: messages, ...translated };
  const sources: Translations[] = [];
  const loaded = new Map<string, Set<Translations>>();
  const build = (locale: string, fallback?: I18nProvider) =>
    polyglotI18nProvider(
      (wanted) => catalogues[wanted] ?? messages,
      locale,
      [...LOCALES],
      fallback ? { onMissingKey: (key: string, options: object) => fallback.translate(key, options) } : {},
    );
  let english = build(DEFAULT_LOCALE);
  let current = english;
  const rebuild = (locale: string) => {
    // ra-i18n-polyglot reads its phrases once: new ones over the grown catalogues (about a millisecond each).
    english = build(DEFAULT_LOCALE);
    current = locale === DEFAULT_LOCALE ? english : build(locale, english);
    setFormatLocale(locale);
  };
  /** Loads the sources' catalogues of `locale` not merged yet. */
  const complete = async (locale: string) => {
    if (!(locale in translated)) return;
    const done = loaded.get(locale) ?? new Set<Translations>();
    loaded.set(locale, done);
    const missing = sources.filter((source) => !done.has(source));
    const texts = await Promise.all(missing.map((source) => source[locale as TranslatedLocale]?.()));
    missing.forEach((source, index) => {
      done.add(source);
      if (texts[index]) mergeInto(catalogues[locale] as Messages, texts[index] as Messages);
    });
  };
  return {
    translate: (key, options) => current.translate(key, options),
    async changeLocale(locale) {
      await complete(locale);
      rebuild(locale);
    },
    getLocale: () => current.getLocale(),
    getLocales: () => [...LOCALES],
    addMessages(more) {
      mergeInto(messages as Messages, more as Messages);
      rebuild(current.getLocale());
    },
    async addTranslations(more) {
      if (!more || sources.includes(more)) return;
      sources.push(more);
      const locale = current.getLocale();
      if (locale === DEFAULT_LOCALE) return;
      await complete(locale);
      rebuild(locale);
    },
  };
}

/** The shared provider instance (it holds no per-user state). */
export const i18nProvider = createI18nProvider();
