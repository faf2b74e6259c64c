import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { i18nProvider } from '../../providers/i18nProvider';
import { createFakeDataProvider } from '../../resources/framework/testing/fakeDataProvider';
import { resourceRegistry } from '../../resources/registry';
import type { PermissionMap } from '../../shared/permissions';
import { testIdentity } from '../../testing/fixtures';
import { renderConsole } from '../../testing/renderConsole';
import { testAuthProvider } from '../../testing/testAuthProvider';
import { FAKE_NEW_SECRET, FAKE_TOTP_CODE } from './fakeProfileApi';
import { profileTexts } from './profileMessages';
import { ProfilePage } from './ProfilePage';

beforeAll(() => i18nProvider.addMessages(profileTexts));

function setup(permissions: PermissionMap = {}) {
  const dataProvider = createFakeDataProvider({ resources: resourceRegistry, records: {} });
  const authProvider = testAuthProvider(testIdentity(), permissions);
  renderConsole(<ProfilePage />, { path: '/profile', route: '/profile', dataProvider, authProvider });
  return { authProvider };
}

const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });

describe('ProfilePage', () => {
  it('enrols two-factor: secret shown, a wrong code refused on the field, recovery codes once', async () => {
    setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Set up two-factor authentication' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set up two-factor authentication' });
    expect(await within(dialog).findByTestId('totp-secret')).toHaveTextContent('JBSWY3DPEHPK3PXP');
    const code = within(dialog).getByRole('textbox', { name: 'Code from the app' });
    type(code, '654321');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Turn on' }));
    expect(await within(dialog).findByText(/The code does not match/)).toBeInTheDocument();
    type(code, FAKE_TOTP_CODE);
    await waitFor(() => expect(within(dialog).queryByText(/The code does not match/)).toBeNull());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Turn on' }));
    const codes = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(within(codes).getAllByRole('listitem')).toHaveLength(10);
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(await screen.findByText(/^On: signing in asks for a code/)).toBeInTheDocument();
  });

  it('asks the current password and shows the platform’s refusal on it', async () => {
    setup();
    const section = await screen.findByRole('region', { name: 'Password' });
    type(within(section).getByLabelText(/^Current password/), 'wrong');
    type(within(section).getByLabelText(/^New password/), 'a new password');
    type(within(section).getByLabelText(/^Repeat new password/), 'a new password');
    fireEvent.click(within(section).getByRole('button', { name: 'Change password' }));
    expect(await within(section).findByText('The current password is not correct')).toBeInTheDocument();
  });

  it('lists where the user is signed in and signs out everywhere after a confirmation', async () => {
    const { authProvider } = setup();
    const section = await screen.findByRole('region', { name: 'Where you are signed in' });
    const items = await within(section).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Signed in \d\d\/03\/2026 \d\d:\d\dThis browser$/),
      expect.stringMatching(/^Signed in .*Until \d\d\/03\/2026 \d\d:\d\d unless signed out$/),
    ]);
    fireEvent.click(within(section).getByRole('button', { name: 'Sign out everywhere' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out everywhere' });
    expect(authProvider.logout).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(authProvider.logout).toHaveBeenCalled());
  });

  it('offers no API secret to a user whose role does not allow it', async () => {
    setup({ CallScript: ['view'] });
    await screen.findByRole('region', { name: 'Where you are signed in' });
    expect(screen.queryByRole('region', { name: 'API secret' })).toBeNull();
  });

  it('shows and renews the own API secret for a user who may manage API secrets', async () => {
    setup({ User: ['edit'] });
    const section = await screen.findByRole('region', { name: 'API secret' });
    fireEvent.click(within(section).getByRole('button', { name: 'Show' }));
    expect(await within(section).findByText('You have no API secret yet.')).toBeInTheDocument();
    fireEvent.click(within(section).getByRole('button', { name: 'Generate a new secret' }));
    const dialog = await screen.findByRole('dialog', { name: 'Generate a new secret' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(section).findByText(FAKE_NEW_SECRET)).toBeInTheDocument();
  });
});
