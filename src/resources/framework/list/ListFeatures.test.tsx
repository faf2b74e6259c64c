import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PermissionMap } from '../../../shared/permissions';
import { resourceRegistry } from '../../registry';
import { usersResource } from '../../users/usersResource';
import { createFakeAuthProvider } from '../testing/fakeAuthProvider';
import { createFakeDataProvider } from '../testing/fakeDataProvider';
import { renderResourceView } from '../testing/renderResourceView';
import type * as ExportCsv from '../csv/exportCsv';
import { downloadBlob } from '../csv/exportCsv';

vi.mock('../csv/exportCsv', async (importOriginal) => ({
  ...(await importOriginal<typeof ExportCsv>()),
  downloadBlob: vi.fn(),
}));

function setup(permissions: PermissionMap, preferences = {}) {
  const dataProvider = createFakeDataProvider({
    resources: resourceRegistry,
    counts: { users: 40, tenants: 3, permissionGroups: 4 },
    preferences,
  });
  renderResourceView(usersResource, {
    path: '/administration/users',
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

  it('exports the visible columns of every matching row as CSV, through the list call', async () => {
    const { dataProvider } = setup({ User: ['view'] });
    await screen.findByText('users 1');
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloadBlob).toHaveBeenCalledTimes(1));
    const [blob, name] = vi.mocked(downloadBlob).mock.calls[0];
    expect(name).toMatch(/^users-\d{8}-\d{4}\.csv$/);
    const lines = (await blob.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Username,First name,Last name,E-mail,Tenant,Permission groups,Enabled,Last sign-in',
    );
    expect(lines).toHaveLength(41);
    const listCalls = dataProvider.calls.filter(
      (call) => call.method === 'getList' && call.resource === 'administration/users',
    );
    expect(listCalls.at(-1)?.params).toMatchObject({ pagination: { page: 1, perPage: 500 } });
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
});
