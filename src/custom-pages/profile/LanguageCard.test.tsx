import { fireEvent, screen } from '@testing-library/react';
import { createI18nProvider, DEFAULT_LOCALE } from '../../providers/i18nProvider';
import { createFakeDataProvider } from '../../resources/framework/testing/fakeDataProvider';
import { resourceRegistry } from '../../resources/registry';
import { renderConsole } from '../../testing/renderConsole';
import { LanguageCard } from './LanguageCard';
import { profilePage } from './profileDefinition';
import { profileTexts } from './profileMessages';

describe('LanguageCard', () => {
  const i18nProvider = createI18nProvider();
  beforeAll(() => {
    i18nProvider.addMessages(profileTexts);
    return i18nProvider.addTranslations(profilePage.translations);
  });
  afterEach(() => i18nProvider.changeLocale(DEFAULT_LOCALE));

  it("switches the console's language on the profile page and keeps it in the user's preferences", async () => {
    const dataProvider = createFakeDataProvider({ resources: resourceRegistry });
    renderConsole(<LanguageCard />, { i18nProvider, dataProvider });
    const languages = await screen.findByRole('radiogroup', { name: 'Language' });
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
    fireEvent.click(screen.getByRole('radio', { name: 'Čeština' }));

    expect(await screen.findByRole('radiogroup', { name: 'Jazyk' })).toBeInTheDocument();
    expect(languages).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Čeština' })).toBeChecked();
    expect(screen.getByText(/Konzole s vámi bude mluvit tímto jazykem/)).toBeInTheDocument();
    await expect.poll(async () => (await dataProvider.getUserPreferences()).data).toEqual({ language: 'cs' });
  });
});
