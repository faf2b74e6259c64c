import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PermissionMap } from '../../../shared/permissions';
import { grammarsResource } from '../../grammars/grammarsResource';
import { languagesResource } from '../../languages/languagesResource';
import { resourceRegistry } from '../../registry';
import { tenantsResource } from '../../tenants/tenantsResource';
import type { ResourceConfig } from '../../types';
import { usersResource } from '../../users/usersResource';
import { createFakeAuthProvider } from '../testing/fakeAuthProvider';
import { createFakeDataProvider } from '../testing/fakeDataProvider';
import { renderConsole } from '../../../testing/renderConsole';

function setup(config: ResourceConfig, path: string, permissions: PermissionMap) {
  const dataProvider = createFakeDataProvider({
    resources: resourceRegistry,
    counts: { users: 12, tenants: 3, permissionGroups: 4, languages: 3, grammars: 9, flows: 6 },
  });
  const authProvider = createFakeAuthProvider({ registry: resourceRegistry, permissions });
  const canAccess = vi.spyOn(authProvider, 'canAccess');
  renderConsole(config, { path, dataProvider, authProvider });
  return { dataProvider, canAccess };
}

const location = () => screen.getByTestId('location');

describe('detail tabs, related lists and record actions', () => {
  it('shows the security tab with its actions to a user who may edit users', async () => {
    setup(usersResource, '/administration/users/detail/3/security', { User: ['view', 'edit'] });
    expect(await screen.findByRole('tab', { name: 'Security', selected: true })).toBeInTheDocument();
    // Permissions of actions resolve asynchronously.
    expect(await screen.findByRole('button', { name: 'Change password' })).toBeInTheDocument();
    for (const name of [
      'Change password',
      'Generate API secret',
      'Reset two-factor authentication',
      'Change permission groups',
    ])
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });

  it('hides actions the user may not use', async () => {
    const { canAccess } = setup(usersResource, '/administration/users/detail/3/security', { User: ['view'] });
    expect(await screen.findByRole('tab', { name: 'Security', selected: true })).toBeInTheDocument();
    await waitFor(() =>
      expect(canAccess).toHaveBeenCalledWith(expect.objectContaining({ action: 'action:newPassword' })),
    );
    await act(async () => {
      await canAccess.mock.results.at(-1)?.value;
    });
    expect(screen.queryByRole('button', { name: 'Change password' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('opens the change-password dialog from ?dialog=newPassword and sends only the password', async () => {
    const { dataProvider } = setup(
      usersResource,
      '/administration/users/detail/3/overview?dialog=newPassword',
      {
        User: ['view', 'edit'],
      },
    );
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: 'long enough 1' } });
    fireEvent.change(within(dialog).getByLabelText('Repeat password'), {
      target: { value: 'long enough 2' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(await within(dialog).findByText('Value not match')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Repeat password'), {
      target: { value: 'long enough 1' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change password' }));
    // The success notice queues behind the first submit's "form is not valid" notice; check the call instead.
    await waitFor(() =>
      expect(dataProvider.calls).toContainEqual(
        expect.objectContaining({
          method: 'runAction',
          params: expect.objectContaining({
            action: 'newPassword',
            id: 3,
            data: { password: 'long enough 1' },
          }),
        }),
      ),
    );
    await waitFor(() =>
      expect(location()).toHaveTextContent(/^\/administration\/users\/detail\/3\/overview$/),
    );
    expect(sessionStorage.length).toBe(0);
  });

  it('generates an API secret after confirmation and shows it once', async () => {
    setup(usersResource, '/administration/users/detail/3/security', { User: ['view', 'edit'] });
    fireEvent.click(await screen.findByRole('button', { name: 'Generate API secret' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByTestId('action-result')).toHaveTextContent('fake-generateSecret-3');
  });

  it('reveals the API secret through its reveal call', async () => {
    const { dataProvider } = setup(usersResource, '/administration/users/detail/3/security', {
      User: ['view', 'edit'],
    });
    const secret = (await screen.findByText('API secret')).nextElementSibling as HTMLElement;
    expect(secret).toHaveTextContent('••••');
    fireEvent.click(within(secret).getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(secret).toHaveTextContent('fake-secret-3'));
    expect(dataProvider.calls).toContainEqual(
      expect.objectContaining({ method: 'revealSecret', params: { id: 3, source: 'apiSecret' } }),
    );
  });

  it('duplicates a grammar and opens the copy', async () => {
    setup(grammarsResource, '/administration/grammars/detail/2/overview', { Grammar: -1 });
    fireEvent.click(await screen.findByRole('button', { name: 'Duplicate' }));
    expect(await screen.findByText('Create a copy of this grammar?')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(location()).toHaveTextContent('/administration/grammars/detail/10/overview'));
  });

  it("lists a tenant's users through the tab's own path, only for users who may list users", async () => {
    const { dataProvider } = setup(tenantsResource, '/administration/tenants/detail/2/users', {
      Tenant: ['view'],
      User: ['view'],
    });
    expect(await screen.findByRole('heading', { name: 'Users' })).toBeInTheDocument();
    await waitFor(() =>
      expect(dataProvider.calls).toContainEqual(
        expect.objectContaining({
          method: 'getManyReference',
          params: expect.objectContaining({
            target: 'idTenant',
            id: 2,
            meta: { apiPath: '/administration/tenants/{id}/users' },
          }),
        }),
      ),
    );
    // Fake users 2, 5, 8, 11 belong to tenant 2.
    expect(await screen.findByText('users 5')).toBeInTheDocument();
    expect(screen.queryByText('users 3')).not.toBeInTheDocument();
  });

  it('leaves out a related list the user may not see', async () => {
    setup(tenantsResource, '/administration/tenants/detail/2/users', { Tenant: ['view'] });
    expect(await screen.findByRole('tab', { name: 'Users', selected: true })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Users' })).not.toBeInTheDocument();
  });

  it('shows both relations of a language: flows by their own path, grammars by filter', async () => {
    setup(languagesResource, '/administration/languages/detail/1/relations', {
      Language: ['view'],
      CallScript: ['view'],
      Grammar: ['view'],
    });
    expect(await screen.findByRole('heading', { name: 'Flows' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Grammars' })).toBeInTheDocument();
    expect(await screen.findByText('grammars 4')).toBeInTheDocument();
  });
});
