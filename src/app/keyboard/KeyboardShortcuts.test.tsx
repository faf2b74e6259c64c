import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { enUsMessages } from '../../providers/i18nProvider';
import { getPath } from '../../shared/getPath';
import { SHORTCUTS } from '../../shared/shortcuts';
import { renderConsole } from '../../testing/renderConsole';
import { KeyboardShortcuts } from './KeyboardShortcuts';

function setup(path = '/administration/users') {
  renderConsole(
    <>
      <KeyboardShortcuts />
      <input aria-label="Name" />
    </>,
    { path },
  );
  return userEvent.setup();
}

const location = () => screen.getByTestId('location');

describe('keyboard shortcuts', () => {
  it('go to a section with g and its letter', async () => {
    const user = setup();
    await user.keyboard('gf');
    await waitFor(() => expect(location()).toHaveTextContent(/^\/flows$/));
    await user.keyboard('gc');
    await waitFor(() => expect(location()).toHaveTextContent(/^\/campaigns$/));
    await user.keyboard('ga');
    await waitFor(() => expect(location()).toHaveTextContent(/^\/administration$/));
  });

  it('never fire while typing in a field', async () => {
    const user = setup();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'gf?gc');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('gf?gc');
    expect(location()).toHaveTextContent(/^\/administration\/users$/);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('? lists every shortcut of the table with its keys', async () => {
    const user = setup();
    await user.keyboard('?');
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    for (const shortcut of SHORTCUTS) {
      const label = getPath(enUsMessages, shortcut.label);
      expect(typeof label, shortcut.label).toBe('string');
      expect(
        within(dialog).getAllByRole('row', { name: new RegExp(`^${label as string}`) }).length,
      ).toBeGreaterThan(0);
    }
    expect(within(dialog).getByRole('row', { name: /^Go to flows G then F$/ })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
