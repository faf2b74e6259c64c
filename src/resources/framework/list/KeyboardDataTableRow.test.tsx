import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUsersAsAdmin } from '../testing/renderUsersAsAdmin';

const setup = () => renderUsersAsAdmin('/administration/users');

const rowOf = (text: string) => screen.getByText(text).closest('tr')!;

describe('list rows by keyboard', () => {
  it('names each selection checkbox on the input itself', async () => {
    setup();
    await screen.findByText('users 1');
    const checkboxes = screen.getAllByRole('checkbox', { name: 'Select this row' });
    expect(checkboxes).toHaveLength(3);
    checkboxes.forEach((checkbox) => expect(checkbox.tagName).toBe('INPUT'));
  });

  it('reaches the rows with Tab, selects with Space and opens with Enter', async () => {
    const user = userEvent.setup();
    setup();
    await screen.findByText('users 1');
    const row = rowOf('users 2');
    expect(row).toHaveAttribute('tabindex', '0');
    row.focus();
    await user.keyboard(' ');
    expect(within(row).getByRole('checkbox', { name: 'Select this row' })).toBeChecked();
    expect(within(rowOf('users 1')).getByRole('checkbox')).not.toBeChecked();
    await user.keyboard(' ');
    expect(within(row).getByRole('checkbox')).not.toBeChecked();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        /^\/administration\/users\/detail\/\d+\/overview$/,
      ),
    );
  });

  it('leaves the keys typed in a row control to that control', async () => {
    const user = userEvent.setup();
    setup();
    await screen.findByText('users 1');
    const checkbox = within(rowOf('users 1')).getByRole('checkbox');
    checkbox.focus();
    await user.keyboard(' ');
    expect(checkbox).toBeChecked();
    expect(screen.getByTestId('location')).toHaveTextContent('/administration/users');
  });
});
