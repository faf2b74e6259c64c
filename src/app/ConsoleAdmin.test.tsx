import { render, screen, waitFor } from '@testing-library/react';
import { testDataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { createAuthProvider } from '../providers/authProvider';
import { requiredPermissions, resourceRegistry } from '../resources/registry';
import { createFakeUserManager, fakeHistory, fakeLocation } from '../testing/fakeUserManager';
import { LocationProbe } from '../testing/renderInAdmin';
import type { PermissionMap, RuntimeConfig, SignedInUser } from '../types/api';
import { ConsoleAdmin } from './ConsoleAdmin';

const config: RuntimeConfig = {
  coreApiUrl: 'http://localhost:8080/api',
  nlpApiUrl: 'http://localhost:8080/nlp',
  hubUrl: 'http://localhost:8080/hubs/console',
  sso: {
    authority: 'http://localhost:8080/sso',
    clientId: 'core.fe',
    scope: 'openid profile api',
    redirectPath: '/auth-callback',
    silentRedirectPath: '/auth-refresh',
    postLogoutRedirectPath: '/',
  },
};

function user(permissions: PermissionMap): SignedInUser {
  return {
    id: 1,
    username: 'admin',
    firstname: 'Ada',
    lastname: 'Admin',
    tenant: { id: 1, name: 'Root' },
    idTenant: 1,
    tenantsForContextSwitch: [],
    consolePreference: { timezone: null },
    passwordExpiration: { type: 'NEVER', expiresAt: null, warnDays: 0 },
    permissions,
  };
}

function setup(
  path: string,
  { signedIn = true, permissions = { Tenant: ['view'], CallScript: ['view'] } as PermissionMap } = {},
) {
  const userManager = createFakeUserManager(signedIn ? { access_token: 'token' } : null);
  const location = fakeLocation(path);
  const authProvider = createAuthProvider({
    userManager,
    sso: config.sso,
    fetchUserInfo: async () => user(permissions),
    resolvePermissions: (resource, action) => requiredPermissions(resourceRegistry, resource, action),
    location,
    history: fakeHistory(location),
  });
  const getList = vi.fn(async () => ({ data: [], total: 0 }));
  const dataProvider = testDataProvider({ getList } as never);
  render(
    <MemoryRouter initialEntries={[path]}>
      <ConsoleAdmin config={config} registry={resourceRegistry} services={{ authProvider, dataProvider }} />
      <LocationProbe />
    </MemoryRouter>,
  );
  return { userManager, getList };
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
    await waitFor(() => expect(address()).toBe('/flows'));
    await waitFor(() => expect(getList).toHaveBeenCalledWith('flows', expect.anything()));
    expect(await screen.findByRole('heading', { name: 'Flows' })).toBeInTheDocument();
    expect(document.title).toBe('Flows - Switchboard');
    expect(screen.getByRole('menuitem', { name: 'Flows' })).toHaveAttribute('href', '/flows');
    expect(await screen.findByRole('menuitem', { name: 'Tenants' })).toHaveAttribute(
      'href',
      '/administration/tenants',
    );
  });

  it('has no login page: /login is just an unknown address', async () => {
    setup('/login');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/password/i)).not.toBeInTheDocument();
  });

  it('sends a user without the Tenant view permission to /not-authorized', async () => {
    const { getList } = setup('/administration/tenants', { permissions: { CallScript: ['view'] } });
    await waitFor(() => expect(address()).toBe('/not-authorized'));
    expect(await screen.findByRole('heading', { name: '403 - Not authorized' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Tenants' })).not.toBeInTheDocument();
    expect(getList).not.toHaveBeenCalledWith('administration/tenants', expect.anything());
  });

  it('shows the not-found page for unknown addresses', async () => {
    setup('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(address()).toBe('/no/such/page');
  });

  it('completes the silent renew on /auth-refresh without redirecting', async () => {
    const { userManager } = setup('/auth-refresh?code=c&state=s', { signedIn: false });
    await waitFor(() => expect(userManager.signinSilentCallback).toHaveBeenCalledTimes(1));
    expect(userManager.signinRedirect).not.toHaveBeenCalled();
  });
});
