// @vitest-environment node
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { mergeTranslations } from 'react-admin';
import tagsJson from '../../../config/resources/tags.json';
import { DEFAULT_LOCALE, enUsMessages, i18nProvider } from '../../providers/i18nProvider';
import { defineResource } from '../defineResource';
import type { ResourceInput } from '../types';
import { installResourceMessages } from './runtimeMessages';

const tags = defineResource(tagsJson as ResourceInput);

describe('installResourceMessages', () => {
  it('makes a runtime resource’s own texts available through the i18n provider', async () => {
    const messages = mergeTranslations(enUsMessages);
    const provider = polyglotI18nProvider(() => messages, DEFAULT_LOCALE);
    expect(provider.translate('resources.tags.name', { smart_count: 2 })).toBe('resources.tags.name');
    await installResourceMessages([tags], messages, provider);
    expect(provider.translate('resources.tags.name', { smart_count: 2 })).toBe('Tags');
    expect(provider.translate('resources.tags.fields.colour')).toBe('Colour');
  });

  it('never overrides the texts of a built-in resource', async () => {
    const messages = mergeTranslations(enUsMessages);
    const provider = polyglotI18nProvider(() => messages, DEFAULT_LOCALE);
    const impostor = defineResource({
      ...(tagsJson as ResourceInput),
      name: 'users',
      messages: { name: 'Hijacked' },
    });
    await installResourceMessages([impostor], messages, provider);
    expect(provider.translate('resources.users.name', { smart_count: 2 })).toBe('Users');
  });

  it("works with the console's own provider (its messages object is what a locale reload reads)", async () => {
    await installResourceMessages([tags], enUsMessages, i18nProvider);
    expect(i18nProvider.translate('resources.tags.name', { smart_count: 1 })).toBe('Tag');
  });
});
