import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUsersAsAdmin } from '../testing/renderUsersAsAdmin';

const setup = () => renderUsersAsAdmin('/administration/users/detail/1/overview');

describe('detail by keyboard', () => {
  it('moves between the tabs with the arrow keys and opens one with Enter', async () => {
    const user = userEvent.setup();
    setup();
    const overview = await screen.findByRole('tab', { name: 'Overview' });
    expect(overview).toHaveAttribute('aria-selected', 'true');
    overview.focus();
    await user.keyboard('{ArrowRight}');
    const security = screen.getByRole('tab', { name: 'Security' });
    expect(security).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(overview).toHaveFocus();
    await user.keyboard('{ArrowRight}{Enter}');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/administration/users/detail/1/security'),
    );
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Security' })).toHaveAttribute('aria-selected', 'true'),
    );
  });

  it('traps the focus in a dialog and returns it to the button that opened it', async () => {
    const user = userEvent.setup();
    setup();
    const edit = await screen.findByRole('button', { name: 'Edit' });
    edit.focus();
    await user.keyboard('{Enter}');
    // The edit dialog's code downloads on first use: give a busy machine time.
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10000 });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    // However far the user tabs, the focus stays in the dialog.
    for (let step = 0; step < 25; step += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('location')).toHaveTextContent(/\/overview$/);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit' })).toHaveFocus());
  });
});
