import { badgeClasses } from '@mui/material';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { readTenantContext, writeTenantContext } from '../../providers/tenantContext';
import type { PermissionMap } from '../../shared/permissions';
import type { TenantRef } from '../../shared/wire/home';
import { testIdentity } from '../../testing/fixtures';
import { testAuthProvider } from '../../testing/testAuthProvider';
import { renderConsole } from '../../testing/renderConsole';
import { ProfileMenu } from './ProfileMenu';

const tenants = [
  { id: 1, name: 'Switchboard' },
  { id: 2, name: 'Acme Telecom' },
  { id: 3, name: 'Globex Banking' },
];
const switcher: PermissionMap = { AccessManagement: ['tenantContextSwitching'], User: ['view'] };

async function openMenu() {
  fireEvent.click(await screen.findByRole('button', { name: /^Profile of Ada Admin/ }));
  return screen.findByRole('menu');
}

describe('ProfileMenu', () => {
  beforeEach(() => sessionStorage.clear());

  it('shows the initials, name and tenant, and offers switching with the permission and several tenants', async () => {
    renderConsole(<ProfileMenu />, {
      identity: testIdentity({ tenantsForContextSwitch: tenants }),
      permissions: switcher,
    });
    expect(await screen.findByText('AA')).toBeInTheDocument();
    const menu = await openMenu();
    expect(within(menu).getByText('Ada Admin')).toBeInTheDocument();
    expect(within(menu).getByText('Switchboard')).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Switch tenant' })).toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: /Back to/ })).not.toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Sign out' })).toBeInTheDocument();
  });

  it.each<[string, PermissionMap, TenantRef[]]>([
    ['without the permission', {}, tenants],
    ['with only one tenant', switcher, [tenants[0]!]],
    ['with -1 on another area only', { Tenant: -1 }, tenants],
  ])('hides Switch tenant %s', async (_name, permissions, list) => {
    renderConsole(<ProfileMenu />, {
      identity: testIdentity({ tenantsForContextSwitch: list }),
      permissions,
    });
    const menu = await openMenu();
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Sign out' })).toBeInTheDocument());
    expect(within(menu).queryByRole('menuitem', { name: 'Switch tenant' })).not.toBeInTheDocument();
  });

  it('switches through the dialog to /flows, offering every tenant but the one in effect', async () => {
    renderConsole(<ProfileMenu />, {
      path: '/administration/tenants',
      identity: testIdentity({ tenantsForContextSwitch: tenants }),
      permissions: switcher,
    });
    fireEvent.click(within(await openMenu()).getByRole('menuitem', { name: 'Switch tenant' }));
    const dialog = await screen.findByRole('dialog', { name: 'Switch tenant' });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Tenant' }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual(['Acme Telecom', 'Globex Banking']);
    fireEvent.click(screen.getByRole('option', { name: 'Globex Banking' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Switch' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/flows$/));
    expect(readTenantContext()).toEqual({ id: 3, name: 'Globex Banking' });
    expect(
      await screen.findByRole('button', {
        name: 'Profile of Ada Admin, working in tenant Globex Banking (AA)',
      }),
    ).toBeInTheDocument();
  });

  it('refuses to switch without a tenant: the field is marked and "Form is not valid" is notified', async () => {
    renderConsole(<ProfileMenu />, {
      identity: testIdentity({ tenantsForContextSwitch: tenants }),
      permissions: switcher,
    });
    fireEvent.click(within(await openMenu()).getByRole('menuitem', { name: 'Switch tenant' }));
    const dialog = await screen.findByRole('dialog', { name: 'Switch tenant' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Switch' }));
    expect(await screen.findByText('Form is not valid')).toBeInTheDocument();
    expect(within(dialog).getByText('Field is required')).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Tenant' })).toHaveAttribute('aria-invalid', 'true');
    expect(readTenantContext()).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent('/flows');
  });

  it('shows the context badge and a restore entry while a context is active', async () => {
    writeTenantContext({ id: 2, name: 'Acme Telecom' });
    renderConsole(<ProfileMenu />, {
      identity: testIdentity({ tenantsForContextSwitch: tenants }),
      permissions: switcher,
    });
    const button = await screen.findByRole('button', {
      name: 'Profile of Ada Admin, working in tenant Acme Telecom (AA)',
    });
    expect(
      within(button).getByTestId('tenant-context-badge').querySelector(`.${badgeClasses.invisible}`),
    ).toBeNull();
    const menu = await openMenu();
    expect(within(menu).getByText('Acme Telecom')).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Back to Switchboard' })).toBeInTheDocument();
  });

  it('hides the badge without a context', async () => {
    renderConsole(<ProfileMenu />);
    const button = await screen.findByRole('button', { name: 'Profile of Ada Admin (AA)' });
    expect(
      within(button).getByTestId('tenant-context-badge').querySelector(`.${badgeClasses.invisible}`),
    ).not.toBeNull();
  });

  it('signs out through the auth provider', async () => {
    const authProvider = testAuthProvider(testIdentity());
    renderConsole(<ProfileMenu />, { authProvider });
    fireEvent.click(within(await openMenu()).getByRole('menuitem', { name: 'Sign out' }));
    await waitFor(() => expect(authProvider.logout).toHaveBeenCalledTimes(1));
  });

  it('links every user, whatever their permissions, to their own profile', async () => {
    renderConsole(<ProfileMenu />, { permissions: { CallScript: ['view'] } });
    const menu = await openMenu();
    const item = await within(menu).findByRole('menuitem', { name: 'My profile' });
    expect(item).toHaveAttribute('href', '/profile');
  });
});
