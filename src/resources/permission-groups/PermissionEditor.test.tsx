import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PermissionMap } from '../../shared/permissions';
import { createFakeAuthProvider } from '../framework/testing/fakeAuthProvider';
import { createFakeDataProvider } from '../framework/testing/fakeDataProvider';
import { renderConsole } from '../../testing/renderConsole';
import { resourceRegistry } from '../registry';
import { permissionGroupsResource } from './permissionGroupsResource';

const role = {
  id: 4,
  name: 'Viewers',
  description: 'Read-only',
  idTenant: 1,
  tenantName: 'Acme',
  userCount: 3,
  created: '2024-01-01T00:00:00Z',
  permissions: { CallScript: ['view'], Campaign: ['view'], Legacy: -1 },
};

function setup(permissions: PermissionMap) {
  const dataProvider = createFakeDataProvider({
    resources: resourceRegistry,
    records: { permissionGroups: [role] },
    permissionAreas: [
      { area: 'CallScript', actions: ['view', 'viewtags'] },
      { area: 'Campaign', actions: ['view'] },
      { area: 'Tag', actions: ['view', 'edit'] },
    ],
  });
  renderConsole(permissionGroupsResource, {
    path: '/administration/permission-groups/detail/4/overview',
    dataProvider,
    authProvider: createFakeAuthProvider({ registry: resourceRegistry, permissions }),
  });
  return { dataProvider };
}

const box = (name: string) => screen.getByRole('checkbox', { name });

describe('PermissionEditor', () => {
  it('lists every catalogue and registry area with the role map checked, -1 included', async () => {
    setup({ Role: ['view', 'edit'] });
    expect(await screen.findByRole('checkbox', { name: 'Flows: View' })).toBeChecked();
    expect(box('Flows: View tags')).not.toBeChecked();
    expect(box('Tags: View')).not.toBeChecked();
    expect(box('Legacy: All actions')).toBeChecked();
    expect(
      screen.getByText('Not in the catalogue', { selector: 'tr[data-area="Legacy"] *' }),
    ).toBeInTheDocument();
    // Areas the registry requires, e.g. user administration, are offered even when the catalogue lacks them.
    expect(box('Users: Create')).not.toBeChecked();
    expect(screen.getByText('Viewers')).toBeInTheDocument();
  });

  it('names areas and actions in words with a short description, the code in small print', async () => {
    setup({ Role: ['view'] });
    await screen.findByRole('checkbox', { name: 'Flows: View tags' });
    const flows = screen.getByRole('rowheader', { name: /^Flows/ });
    expect(flows).toHaveTextContent(
      'FlowsCallScriptCall scripts: their content, tags, versions and test calls',
    );
    expect(within(flows.closest('tr')!).getByText('viewtags')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'All actions' })).toBeInTheDocument();
    // A code without a text (an area the platform no longer has) shows as it is.
    expect(screen.getByRole('rowheader', { name: /^Legacy/ })).toBeInTheDocument();
  });

  it('saves the edited map, including -1, through the resource update', async () => {
    const { dataProvider } = setup({ Role: ['view', 'edit'] });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Tags: View' }));
    fireEvent.click(box('Campaigns: View'));
    fireEvent.click(box('Users: All actions'));
    fireEvent.click(screen.getByRole('button', { name: 'Save permissions' }));
    await waitFor(() =>
      expect(dataProvider.recordsOf('permissionGroups')[0].permissions).toEqual({
        CallScript: ['view'],
        Legacy: -1,
        Tag: ['view'],
        User: -1,
      }),
    );
    expect(await screen.findByText('Permissions saved')).toBeInTheDocument();
  });

  it('is read-only without Role/edit', async () => {
    setup({ Role: ['view'] });
    expect(await screen.findByRole('checkbox', { name: 'Flows: View' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save permissions' })).not.toBeInTheDocument();
  });

  it('asks before leaving unsaved permission changes', async () => {
    setup({ Role: ['view', 'edit'], Tenant: ['view'] });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Tags: View' }));
    fireEvent.click(screen.getByRole('link', { name: 'Acme' }));
    expect(await screen.findByText('Leave without saving?')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByText('Leave without saving?')).not.toBeInTheDocument());
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/administration/permission-groups/detail/4/overview',
    );
    expect(box('Tags: View')).toBeChecked();
  });
});
