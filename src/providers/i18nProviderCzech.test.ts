// @vitest-environment node
import { formatDate } from '../utils/formatDate';
import { sharedNumberFormat } from '../utils/intlFormats';
import { createI18nProvider, DEFAULT_LOCALE } from './i18nProvider';

describe('i18nProvider in Czech', () => {
  const provider = createI18nProvider();
  const t = provider.translate;
  // Module state shared with the other tests of the worker: the formats follow the provider's language.
  afterAll(() => provider.changeLocale(DEFAULT_LOCALE));

  it('offers English and Czech, each named in itself', () => {
    expect(provider.getLocales?.()).toEqual([
      { locale: 'en-US', name: 'English' },
      { locale: 'cs', name: 'Čeština' },
    ]);
  });

  it("translates the console's and react-admin's texts after switching", async () => {
    await provider.changeLocale('cs');
    expect(provider.getLocale()).toBe('cs');
    expect(t('app.shell.section.flows')).toBe('Toky');
    expect(t('ra.action.save')).toBe('Uložit');
    expect(t('ra.page.edit', { name: 'Linka', recordRepresentation: 'Podpora' })).toBe('Linka Podpora');
    expect(t('validation.minLength', { n: 3 })).toBe('Pole musí obsahovat alespoň 3 znaků');
  });

  it("applies Czech plural rules (1; 2–4; 0, 5 and more, 22 too, as CLDR) through polyglot's smart_count", async () => {
    await provider.changeLocale('cs');
    const lines = [1, 2, 4, 5, 22, 25].map((smart_count) => t('resources.lines.name', { smart_count }));
    expect(lines).toEqual(['Linka', 'Linky', 'Linky', 'Linek', 'Linek', 'Linek']);
    expect(t('app.password.expiring', { smart_count: 3 })).toBe('Vaše heslo vyprší za 3 dny.');
    expect(t('app.password.expiring', { smart_count: 7 })).toBe('Vaše heslo vyprší za 7 dní.');
  });

  it('formats dates and numbers the Czech way, and en-GB again in English (SPEC §9)', async () => {
    const instant = '2026-11-29T10:05:00Z';
    await provider.changeLocale('cs');
    expect(formatDate(instant, { timeZone: 'Europe/Prague' })).toBe('29. 11. 2026');
    expect(formatDate(instant, { timeZone: 'Europe/Prague', withTime: true })).toBe('29. 11. 2026 11:05');
    // Forms take DD/MM/YYYY in every language (SPEC §5).
    expect(formatDate(instant, { timeZone: 'Europe/Prague', typed: true })).toBe('29/11/2026');
    expect(sharedNumberFormat({ maximumFractionDigits: 2 }).format(1234.5)).toBe('1\u00a0234,5');
    await provider.changeLocale(DEFAULT_LOCALE);
    expect(formatDate(instant, { timeZone: 'Europe/Prague' })).toBe('29/11/2026');
    expect(sharedNumberFormat({ maximumFractionDigits: 2 }).format(1234.5)).toBe('1,234.5');
    expect(t('resources.lines.name', { smart_count: 5 })).toBe('Lines');
  });

  it("adds an area's Czech texts when it loads in Czech, or when the user switches later", async () => {
    const later = createI18nProvider();
    later.addMessages({ sample: { title: 'Sample' } });
    await later.addTranslations({ cs: async () => ({ sample: { title: 'Ukázka' } }) });
    expect(later.translate('sample.title')).toBe('Sample');
    await later.changeLocale('cs');
    expect(later.translate('sample.title')).toBe('Ukázka');
    later.addMessages({ other: { title: 'Other' } });
    await later.addTranslations({ cs: async () => ({ other: { title: 'Jiné' } }) });
    expect(later.translate('other.title')).toBe('Jiné');
    await later.changeLocale(DEFAULT_LOCALE);
  });

  it('falls back to English for a text only English has (a runtime resource)', async () => {
    const fallback = createI18nProvider();
    fallback.addMessages({ runtime: { label: 'Runtime tag |||| Runtime tags' } });
    await fallback.changeLocale('cs');
    expect(fallback.translate('runtime.label', { smart_count: 2 })).toBe('Runtime tags');
    await fallback.changeLocale(DEFAULT_LOCALE);
  });
});
