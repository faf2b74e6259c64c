// @vitest-environment node
import { resourceRegistry } from '../resources/registry';
import { resourceMessageKeys } from '../resources/defineResource';
import { VALIDATION_MESSAGES } from '../shared/validation/messages';
import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';
import { en } from '../i18n/en';
import { mergeMessages } from '../i18n/mergeMessages';
import { areaMessages } from '../i18n/areaMessages';
import { createI18nProvider, DEFAULT_LOCALE, enUsMessages, i18nProvider } from './i18nProvider';

describe('i18nProvider', () => {
  const t = i18nProvider.translate;

  it('uses the en-US locale', () => {
    expect(i18nProvider.getLocale()).toBe(DEFAULT_LOCALE);
    expect(DEFAULT_LOCALE).toBe('en-US');
  });

  it('keeps react-admin texts and adds the console texts', () => {
    expect(t('ra.action.search')).toBe('Search');
    expect(t('app.not_found.title')).toBe('Page not found');
    expect(t('app.not_found.message')).toBe('The page you were looking for does not exist');
  });

  it('has the SPEC §8 texts with exact wording', () => {
    expect(t('app.not_authorized.title', { code: 403 })).toBe('403 - Not authorized');
    expect(`${t('app.not_authorized.message')} ${t('app.not_authorized.back')}`).toBe(
      "You don't have a permission to display this page. Click here to get back to homepage.",
    );
    expect(t('app.errors.authorization')).toBe('Authorization error');
    expect(t('app.errors.iframe_timeout')).toBe('IFrame timed out without a response');
    expect(t('app.errors.form_invalid')).toBe('Form is not valid');
  });

  it('shows the validation messages the server answers with (one source)', () => {
    expect((enUsMessages as unknown as { validation: unknown }).validation).toEqual(VALIDATION_MESSAGES);
    expect(t('validation.minLength', { n: 3 })).toBe('Field must contains at least 3 characters');
  });

  it('builds page titles as "{title} - Switchboard"', () => {
    expect(t('app.page_title', { title: 'Tenants', product: t('app.name') })).toBe('Tenants - Switchboard');
  });

  it('pluralises resource names', () => {
    expect(t('resources.tenants.name', { smart_count: 1 })).toBe('Tenant');
    expect(t('resources.tenants.name', { smart_count: 2 })).toBe('Tenants');
  });

  it.each(resourceRegistry.map((resource) => [resource.name, resource] as const))(
    'has a text for every i18n key of the %s resource',
    (_name, resource) => {
      const missing = resourceMessageKeys(resource).filter(
        (key) => t(key, { _: '__missing__' }) === '__missing__',
      );
      expect(missing).toEqual([]);
    },
  );

  it('names every resource, with its area', () => {
    const texts = en.resources as Record<string, { name?: unknown }>;
    for (const resource of resourceRegistry)
      expect(texts[resource.name]?.name, resource.name).toContain('||||');
    for (const [name, area] of Object.entries(areaMessages.resources))
      expect(area, name).toHaveProperty('name');
  });

  it('translates added texts at once, keeping the others', () => {
    const provider = createI18nProvider(mergeMessages<TranslationMessages>(englishMessages, en));
    expect(provider.translate('custom.added', { _: 'missing' })).toBe('missing');
    provider.addMessages({ custom: { added: 'Added' } });
    expect(provider.translate('custom.added')).toBe('Added');
    expect(provider.translate('resources.lines.name', { smart_count: 2 })).toBe('Lines');
    expect(provider.translate('ra.action.search')).toBe('Search');
  });
});
