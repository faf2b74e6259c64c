import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { i18nProvider } from '../../providers/i18nProvider';
import { createFakeDataProvider } from '../../resources/framework/testing/fakeDataProvider';
import { resourceRegistry } from '../../resources/registry';
import { renderConsole } from '../../testing/renderConsole';
import { FAKE_TOTP_CODE } from './fakeProfileApi';
import { profileTexts } from './profileMessages';
import { ProfilePage } from './ProfilePage';

beforeAll(() => i18nProvider.addMessages(profileTexts));

function setup() {
  const dataProvider = createFakeDataProvider({ resources: resourceRegistry, records: {} });
  renderConsole(<ProfilePage />, { path: '/profile', route: '/profile', dataProvider });
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
});
