import type { I18nProvider, TranslationMessages } from 'react-admin';
import type { ResourceConfig } from '../types';

/**
 * Installs the (English) texts runtime resources bring (`messages`, under `resources.{name}`) into the console's messages and
 * reloads the i18n provider so they apply. Must run before the console renders. Texts of built-in resources win:
 * a runtime file cannot rename them.
 */
export async function installResourceMessages(
  resources: readonly ResourceConfig[],
  messages: TranslationMessages,
  i18nProvider: I18nProvider,
): Promise<void> {
  const withTexts = resources.filter((resource) => resource.messages);
  if (withTexts.length === 0) return;
  const catalogue = ((messages as Record<string, unknown>).resources ??= {}) as Record<string, unknown>;
  for (const resource of withTexts) {
    if (!(resource.name in catalogue)) catalogue[resource.name] = structuredClone(resource.messages);
  }
  // The provider builds its phrase table from the messages object when the locale is (re)loaded: the current one,
  // which may be another language than English (whose missing texts fall back to these).
  await i18nProvider.changeLocale(i18nProvider.getLocale());
}
