import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { createAuthProvider } from '../providers/authProvider';
import { resourceRegistry } from '../resources/registry';
import { requiredPermissions } from '../resources/registryLookup';
import { createFakeUserManager, fakeHistory, fakeLocation } from '../testing/fakeUserManager';
import { TEST_CONFIG, testSignedInUser } from '../testing/fixtures';
import { LocationProbe } from '../testing/renderConsole';
import type { PermissionMap } from '../shared/permissions';
import { loadedRegistry, type RegistrySource } from '../resources/framework/consoleRegistry';
import {
  growingRegistry,
  type GrowingRegistry,
  type RegistryGrowth,
} from '../resources/framework/growingRegistry';
import { ConsoleAdmin } from './ConsoleAdmin';
import { shellDataProvider } from '../testing/shellDataProvider';

const config = TEST_CONFIG;

function setup(
  path: string,
  {
    signedIn = true,
    permissions = { Tenant: ['view'], CallScript: ['view'] } as PermissionMap,
    theme = '',
    registry = resourceRegistry as RegistrySource | GrowingRegistry,
  } = {},
) {
  const userManager = createFakeUserManager(signedIn ? { access_token: 'token' } : null);
  const location = fakeLocation(path);
  const authProvider = createAuthProvider({
    userManager,
    sso: config.sso,
    fetchUserInfo: async () => testSignedInUser(permissions),
    resolvePermissions: (resource, action) => requiredPermissions(resourceRegistry, resource, action),
    location,
    history: fakeHistory(location),
  });
  const dataProvider = shellDataProvider(theme);
  const getList = vi.spyOn(dataProvider, 'getList');
  render(
    <MemoryRouter initialEntries={[path]}>
      <ConsoleAdmin config={config} registry={registry} services={{ authProvider, dataProvider }} />
      <LocationProbe />
    </MemoryRouter>,
  );
  return { userManager, getList, authProvider };
}

const address = () => screen.getByTestId('location').textContent;

describe('ConsoleAdmin', () => {
  it('starts the SSO redirect with the current address instead of showing a login page', async () => {
    const { userManager } = setup('/administration/tenants?page=2', { signedIn: false });
    await waitFor(() =>
      expect(userManager.signinRedirect).toHaveBeenCalledWith({ state: '/administration/tenants?page=2' }),
    );
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(address()).toBe('/administration/tenants?page=2');
    expect(userManager.signinRedirect).toHaveBeenCalledTimes(1);
    expect(userManager.signoutRedirect).not.toHaveBeenCalled();
  });

  it('redirects the root to /flows and lists flows', async () => {
    const { getList } = setup('/');
    await waitFor(() => expect(address()).toBe('/flows'), { timeout: 15_000 });
    // The list view downloads on first use: give a busy machine time.
    await waitFor(() => expect(getList).toHaveBeenCalledWith('flows/:idFolder?', expect.anything()), {
      timeout: 15_000,
    });
    expect(await screen.findByRole('heading', { name: 'Flows' })).toBeInTheDocument();
    expect(document.title).toBe('Flows - Switchboard');
    expect(await screen.findByRole('menuitem', { name: 'Flows' })).toHaveAttribute('href', '/flows');
    // The side menu shows the current section only; tenants live under Administration.
    expect(screen.queryByRole('menuitem', { name: 'Tenants' })).not.toBeInTheDocument();
    const tabs = screen.getByRole('tablist', { name: 'Sections' });
    expect(within(tabs).getByRole('tab', { name: 'Flows' })).toHaveAttribute('aria-selected', 'true');
    expect(within(tabs).getByRole('tab', { name: 'Administration' })).toHaveAttribute(
      'href',
      '/administration',
    );
    // Without Campaign/view there is nothing the Campaigns tab could lead to.
    expect(within(tabs).queryByRole('tab', { name: 'Campaigns' })).not.toBeInTheDocument();
    expect(
      screen.getByText(`© ${new Date().getFullYear()} Switchboard · Release 2.0.31`),
    ).toBeInTheDocument();
  });

  it('shows the Campaigns tab to users with Campaign/view, leading to the campaigns list', async () => {
    setup('/flows', { permissions: { CallScript: ['view'], Campaign: ['view'] } });
    const tabs = await screen.findByRole('tablist', { name: 'Sections' });
    const campaigns = await within(tabs).findByRole('tab', { name: 'Campaigns' });
    expect(campaigns).toHaveAttribute('href', '/campaigns');
    await act(async () => {
      fireEvent.click(campaigns);
    });
    // The navigation is a transition: the address shows once the list view (downloaded on first use) can render,
    // so give a busy machine time.
    await waitFor(() => expect(address()).toBe('/campaigns'), { timeout: 30_000 });
    expect(
      await screen.findByRole('heading', { name: 'Campaigns' }, { timeout: 30_000 }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Campaigns - Switchboard');
  }, 60_000);

  it('opens the Administration guide listing only the areas the user may open', async () => {
    setup('/flows');
    fireEvent.click(await screen.findByRole('tab', { name: 'Administration' }));
    await waitFor(() => expect(address()).toBe('/administration'), { timeout: 15_000 });
    expect(await screen.findByRole('heading', { name: 'Administration', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Tenants' })).toHaveAttribute(
      'href',
      '/administration/tenants',
    );
    expect(screen.queryByRole('link', { name: 'Users' })).not.toBeInTheDocument();
    expect(await screen.findByRole('menuitem', { name: 'Tenants' })).toBeInTheDocument();
    expect(document.title).toBe('Administration - Switchboard');
  });

  it('shows no section a user without permissions could open', async () => {
    setup('/administration', { permissions: {} });
    expect(await screen.findByText('There is no administration area you may open.')).toBeInTheDocument();
    expect(screen.queryByRole('tablist', { name: 'Sections' })).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem')).not.toBeInTheDocument();
  });

  it('applies the themed title and shows the console timezone in the top bar', async () => {
    setup('/flows', { theme: JSON.stringify({ title: 'Acme Telecom' }) });
    await waitFor(() => expect(document.title).toBe('Flows - Acme Telecom'));
    expect(screen.getByRole('img', { name: 'Acme Telecom' })).toHaveAttribute('src', '/favicon.svg');
    expect(await screen.findByRole('link', { name: /^Console time zone: / })).toBeInTheDocument();
  });

  it('replaces every view by "Signing out…" once sign-out starts', async () => {
    const { authProvider } = setup('/flows');
    expect(await screen.findByRole('heading', { name: 'Flows' })).toBeInTheDocument();
    act(() => authProvider.signingOut.set(true));
    expect(await screen.findByText('Signing out…')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Flows' })).not.toBeInTheDocument();
  });

  it('has no login page: /login is just an unknown address', async () => {
    setup('/login');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/password/i)).not.toBeInTheDocument();
  });

  it('sends a user without the Tenant view permission to /not-authorized', async () => {
    const { getList } = setup('/administration/tenants', { permissions: { CallScript: ['view'] } });
    await waitFor(() => expect(address()).toBe('/not-authorized'), { timeout: 15_000 });
    expect(await screen.findByRole('heading', { name: '403 - Not authorized' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Tenants' })).not.toBeInTheDocument();
    expect(getList).not.toHaveBeenCalledWith('administration/tenants', expect.anything());
  });

  it('shows the not-found page for unknown addresses', async () => {
    setup('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(address()).toBe('/no/such/page');
  });

  it.each(['/flows/garbage/xyz', '/administration/tenants/whatever', '/flows/detail'])(
    'shows the not-found page for the unknown address %s under a resource, not its list',
    async (path) => {
      const { getList } = setup(path);
      expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
      expect(screen.getByText('The page you were looking for does not exist')).toBeInTheDocument();
      expect(address()).toBe(path);
      expect(document.title).toBe('Page not found - Switchboard');
      expect(getList).not.toHaveBeenCalled();
    },
  );

  it('waits for resources still arriving before calling an address not found, then opens it', async () => {
    // Tenants stands in for a runtime resource: known only once the deferred load is done.
    const builtIn = resourceRegistry.filter((config) => config.name !== 'tenants');
    let arrive!: () => void;
    const grow = vi.fn(
      () =>
        new Promise<RegistryGrowth>((resolve) => {
          arrive = () => resolve({ registry: loadedRegistry(resourceRegistry), errors: [] });
        }),
    );
    const registry = growingRegistry(loadedRegistry(builtIn), grow);
    setup('/administration/tenants', { registry });
    await waitFor(() => expect(grow).toHaveBeenCalledTimes(1), { timeout: 15_000 });
    // react-admin's Loading shows itself after a second, so a quick load shows nothing at all.
    expect(await screen.findByText('Please wait', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Page not found' })).not.toBeInTheDocument();
    act(() => arrive());
    expect(await screen.findByRole('heading', { name: 'Tenants' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Tenants' })).toHaveAttribute(
      'href',
      '/administration/tenants',
    );
  });

  it('keeps showing a list whose address carries a query string', async () => {
    const { getList } = setup('/administration/tenants?page=2&perPage=10');
    expect(await screen.findByRole('heading', { name: 'Tenants' })).toBeInTheDocument();
    await waitFor(() =>
      expect(getList).toHaveBeenCalledWith(
        'administration/tenants',
        expect.objectContaining({ pagination: { page: 2, perPage: 10 } }),
      ),
    );
    expect(screen.queryByRole('heading', { name: 'Page not found' })).not.toBeInTheDocument();
  });

  it('completes the silent renew on /auth-refresh without redirecting', async () => {
    const { userManager } = setup('/auth-refresh?code=c&state=s', { signedIn: false });
    await waitFor(() => expect(userManager.signinSilentCallback).toHaveBeenCalledTimes(1));
    expect(userManager.signinRedirect).not.toHaveBeenCalled();
  });
});
