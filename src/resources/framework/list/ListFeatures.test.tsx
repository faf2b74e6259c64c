import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PermissionMap } from '../../../shared/permissions';
import { resourceRegistry } from '../../registry';
import { usersResource } from '../../users/usersResource';
import { createFakeAuthProvider } from '../testing/fakeAuthProvider';
import { createFakeDataProvider } from '../testing/fakeDataProvider';
import { renderConsole } from '../../../testing/renderConsole';

function setup(permissions: PermissionMap, preferences = {}, path = '/administration/users') {
  const dataProvider = createFakeDataProvider({
    resources: resourceRegistry,
    counts: { users: 40, tenants: 3, permissionGroups: 4 },
    preferences,
  });
  renderConsole(usersResource, {
    path,
    dataProvider,
    authProvider: createFakeAuthProvider({ registry: resourceRegistry, permissions }),
  });
  return { dataProvider };
}

// hidden: true — while the column chooser is open, the page behind it is aria-hidden.
const headers = () => screen.getAllByRole('columnheader', { hidden: true }).map((cell) => cell.textContent);

describe('generic list features', () => {
  it('shows the default columns and restores the column choice kept in the user preferences', async () => {
    const hidden = ['email', 'lastLogin', 'timezone', 'twoFactorEnabled', 'passwordExpires', 'created'];
    setup({ User: ['view'] }, { columns: { users: { hidden } } });
    await screen.findByText('users 1');
    await waitFor(() => expect(headers()).not.toContain('E-mail'));
    expect(headers()).toEqual([
      'Username',
      'First name',
      'Last name',
      'Tenant',
      'Permission groups',
      'Enabled',
      'Phone',
    ]);
  });

  it('saves a changed column choice to the user preferences', async () => {
    const { dataProvider } = setup({ User: ['view'] });
    await screen.findByText('users 1');
    expect(headers()).not.toContain('Phone');
    fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
    fireEvent.click(await screen.findByRole('switch', { name: 'Phone' }));
    await waitFor(() => expect(headers()).toContain('Phone'));
    await waitFor(async () => {
      const { data } = await dataProvider.getUserPreferences();
      expect((data.columns as Record<string, { hidden: string[] }>).users.hidden).not.toContain('phone');
    });
  });

  it('renders the column chooser only once opened; its reset puts the default columns back', async () => {
    setup({ User: ['view'] });
    await screen.findByText('users 1');
    // Not mounted with the list (react-admin's chooser is, hidden): no toggle exists before the menu opens.
    expect(screen.queryAllByRole('switch', { hidden: true })).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
    fireEvent.click(await screen.findByRole('switch', { name: 'Phone' }));
    await waitFor(() => expect(headers()).toContain('Phone'));
    // Its search box is react-admin's (diacritic's CommonJS export is not seen under Node): only its presence here.
    expect(screen.getByPlaceholderText('Search columns')).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(headers()).not.toContain('Phone'));
  });

  it('offers create, export and bulk actions only with their permissions', async () => {
    setup({ User: ['view'] });
    await screen.findByText('users 1');
    expect(screen.queryByRole('button', { name: 'Create' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
    expect(screen.queryAllByRole('checkbox', { name: /select/i })).toHaveLength(0);
  });

  it('runs a bulk action on the selected rows after its confirmation', async () => {
    const { dataProvider } = setup({ User: ['view', 'edit', 'create'] });
    await screen.findByText('users 1');
    expect(screen.getByRole('button', { name: 'Create' })).toBeInTheDocument();
    const row = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;
    fireEvent.click(within(row('users 1')).getByRole('checkbox'));
    fireEvent.click(within(row('users 10')).getByRole('checkbox'));
    fireEvent.click(await screen.findByRole('button', { name: 'Disable' }));
    expect(
      await screen.findByText('Disable the selected users? They can no longer sign in.'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(dataProvider.calls).toContainEqual(
        expect.objectContaining({
          method: 'runAction',
          params: expect.objectContaining({ action: 'disable', ids: [1, 10] }),
        }),
      ),
    );
    expect(await screen.findByText('The selected users were disabled')).toBeInTheDocument();
  });

  it('exports the visible columns as the list shows them, with the filter, sort and time zone, as a task', async () => {
    const filter = encodeURIComponent(JSON.stringify({ q: 'users 1' }));
    const { dataProvider } = setup({ User: ['view'] }, {}, `/administration/users?filter=${filter}`);
    await screen.findByText('users 1');
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(
      await screen.findByText('The export runs as a background task: follow it in the bell.'),
    ).toBeInTheDocument();
    const request = dataProvider.calls.find((call) => call.method === 'startExport')?.params;
    expect(request).toEqual({
      path: '/administration/users',
      filter: { q: 'users 1' },
      sort: { field: 'username', order: 'ASC' },
      timeZone: 'Europe/Prague',
      // Each column is the list's field (its plug-in writes the cells on the platform), headed by its label.
      columns: [
        { type: 'text', source: 'username', label: 'Username' },
        { type: 'text', source: 'firstname', label: 'First name' },
        { type: 'text', source: 'lastname', label: 'Last name' },
        { type: 'email', source: 'email', label: 'E-mail' },
        {
          type: 'reference',
          source: 'idTenant',
          reference: 'tenants',
          labelSource: 'tenantName',
          label: 'Tenant',
        },
        {
          type: 'referenceList',
          source: 'roleIds',
          reference: 'permissionGroups',
          labelSource: 'roleNames',
          label: 'Permission groups',
        },
        { type: 'boolean', source: 'enabled', label: 'Enabled' },
        { type: 'datetime', source: 'lastLogin', label: 'Last sign-in' },
      ],
      // The console's texts of the keys those cells translate.
      texts: { 'ra.boolean.true': 'Yes', 'ra.boolean.false': 'No' },
    });
    // No file is built in the browser any more: the list is read once, for its page.
    expect(dataProvider.calls.filter((call) => call.method === 'getList')).not.toContainEqual(
      expect.objectContaining({ params: expect.objectContaining({ pagination: { page: 1, perPage: 500 } }) }),
    );
  });

  it('filters on the server by the URL-kept filter', async () => {
    const { dataProvider } = setup({ User: ['view'] });
    await screen.findByText('users 1');
    fireEvent.change(screen.getByPlaceholderText('Search'), { target: { value: 'users 3' } });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('filter='));
    await waitFor(() => expect(screen.queryByText('users 1')).not.toBeInTheDocument());
    expect(screen.getByText('users 3')).toBeInTheDocument();
    expect(dataProvider.calls.at(-1)?.params).toMatchObject({ filter: { q: 'users 3' } });
  });

  it('adds the reference filter from the filter menu: its autocomplete loads on demand', async () => {
    const { dataProvider } = setup({ User: ['view'] });
    const getList = vi.spyOn(dataProvider, 'getList');
    await screen.findByText('users 1');
    fireEvent.click(screen.getByRole('button', { name: 'Add filter' }));
    fireEvent.click(await screen.findByRole('menuitemcheckbox', { name: /tenant/i }));
    const search = await screen.findByRole('combobox', { name: /tenant/i });
    fireEvent.change(search, { target: { value: 'tenants 2' } });
    expect(await screen.findByRole('option', { name: 'tenants 2' })).toBeInTheDocument();
    // The typed text is searched on the server once react-admin's debounce (500 ms) has passed. Waited for here: a
    // debounce still pending when the file's last test ends fires after jsdom is gone ("window is not defined").
    await waitFor(
      () =>
        expect(
          getList.mock.calls.some(
            ([resource, params]) =>
              resource === 'administration/tenants' && JSON.stringify(params.filter).includes('tenants 2'),
          ),
        ).toBe(true),
      { timeout: 5_000 },
    );
  });
});
