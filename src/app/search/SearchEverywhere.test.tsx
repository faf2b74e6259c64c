import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeDataProvider } from '../../resources/framework/testing/fakeDataProvider';
import { resourceRegistry } from '../../resources/registry';
import type { PathCallParams } from '../../providers/dataProvider';
import type { PermissionMap } from '../../shared/permissions';
import type { SearchHit } from '../../shared/wire/search';
import { renderConsole } from '../../testing/renderConsole';
import { SearchEverywhere } from './SearchEverywhere';

const OPERATOR: SearchHit = {
  resource: 'users',
  id: '7',
  label: 'operator',
  field: 'email',
  value: 'operator@acme.example',
  match: 'contains',
};

function setup() {
  localStorage.clear();
  const searched: string[] = [];
  const dataProvider = {
    ...createFakeDataProvider({ resources: resourceRegistry }),
    callPath: async ({ path, query }: PathCallParams) => {
      searched.push(`${path}?q=${query?.q}`);
      return { data: { items: query?.q && 'operator@acme'.includes(query.q) ? [OPERATOR] : [] } };
    },
  };
  const permissions: PermissionMap = { Campaign: -1, CallScript: ['view'], User: ['view'] };
  renderConsole(<SearchEverywhere />, { dataProvider, path: '/flows', permissions });
  return { user: userEvent.setup(), searched };
}

const palette = () => screen.findByRole('dialog', { name: 'Search everywhere' });

describe('search everywhere', () => {
  it('opens with Ctrl+K, finds a record on the server with its type and opens it', async () => {
    const { user, searched } = setup();
    await user.keyboard('{Control>}k{/Control}');
    const dialog = await palette();
    await user.type(within(dialog).getByRole('combobox'), 'operator@acme');
    const option = await within(dialog).findByRole('option', { name: /operator/ });
    expect(option).toHaveTextContent('User · operator@acme.example');
    expect(searched).toEqual(['/search?q=operator@acme']);
    await user.click(option);
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/administration/users/detail/7/overview'),
    );
    // The palette closes with its exit transition.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows what was opened lately first, and pages and actions the user may open', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: /^Search everywhere/ }));
    let dialog = await palette();
    await user.type(within(dialog).getByRole('combobox'), 'operator@acme');
    await user.click(await within(dialog).findByRole('option', { name: /operator/ }));
    await user.keyboard('{Control>}k{/Control}');
    dialog = await palette();
    expect(within(dialog).getByText('Recent')).toBeInTheDocument();
    expect(within(dialog).getAllByRole('option')[0]).toHaveTextContent('operatorUser');
    await user.type(within(dialog).getByRole('combobox'), 'create: camp');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/campaigns?dialog=create'));
  });

  it('closes on Escape', async () => {
    const { user } = setup();
    await user.keyboard('{Control>}k{/Control}');
    await palette();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
