import { fireEvent, screen, within } from '@testing-library/react';
import { useTranslate } from 'react-admin';
import { createI18nProvider, DEFAULT_LOCALE } from '../../providers/i18nProvider';
import { resourceRegistry } from '../../resources/registry';
import { createFakeDataProvider } from '../../resources/framework/testing/fakeDataProvider';
import { renderConsole } from '../../testing/renderConsole';
import { ProfileMenu } from '../shell/ProfileMenu';
import { useRememberedLanguage } from './languagePreference';

/** A text of the shell and a date beside the menu, to see the whole console follow the language. */
function Shell() {
  const translate = useTranslate();
  useRememberedLanguage();
  return (
    <>
      <ProfileMenu />
      <p>{translate('app.shell.section.campaigns')}</p>
    </>
  );
}

describe('choosing the language', () => {
  const i18nProvider = createI18nProvider();
  afterEach(() => i18nProvider.changeLocale(DEFAULT_LOCALE));

  it('switches the console to Czech from the profile menu, remembers it for the user, and back', async () => {
    const dataProvider = createFakeDataProvider({
      resources: resourceRegistry,
      preferences: { columns: { lines: { hidden: ['fraud'] } } },
    });
    renderConsole(<Shell />, { i18nProvider, dataProvider });
    expect(await screen.findByText('Campaigns')).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: /^Profile of Ada Admin/ }));
    fireEvent.click(within(await screen.findByRole('menu')).getByRole('menuitemradio', { name: 'Čeština' }));

    expect(await screen.findByText('Kampaně')).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: /^Profil uživatele Ada Admin/ }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Odhlásit se' })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitemradio', { name: 'Čeština' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    // Kept in the user's preferences on the platform, beside the other choices.
    await expect
      .poll(async () => (await dataProvider.getUserPreferences()).data)
      .toEqual({ columns: { lines: { hidden: ['fraud'] } }, language: 'cs' });

    fireEvent.click(within(menu).getByRole('menuitemradio', { name: 'English' }));
    expect(await screen.findByText('Campaigns')).toBeInTheDocument();
  });

  it("opens in the user's saved language", async () => {
    const dataProvider = createFakeDataProvider({
      resources: resourceRegistry,
      preferences: { language: 'cs' },
    });
    renderConsole(<Shell />, { i18nProvider, dataProvider });
    expect(await screen.findByText('Kampaně')).toBeInTheDocument();
  });
});
