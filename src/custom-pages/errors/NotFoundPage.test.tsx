import { screen } from '@testing-library/react';
import { renderConsole } from '../../testing/renderConsole';
import { createFakeAuthProvider } from '../../resources/framework/testing/fakeAuthProvider';
import { resourceRegistry } from '../../resources/registry';
import { NotAuthorizedPage } from './NotAuthorizedPage';
import { NotFoundPage } from './NotFoundPage';

describe('NotFoundPage', () => {
  it('shows the SPEC texts and sets the page title', async () => {
    renderConsole(<NotFoundPage />, { path: '/nowhere', route: '*' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText('The page you were looking for does not exist')).toBeInTheDocument();
    expect(document.title).toBe('Page not found - Switchboard');
  });
});

describe('NotAuthorizedPage', () => {
  it('shows the code, the message and a link home', async () => {
    renderConsole(<NotAuthorizedPage />, { path: '/not-authorized', route: '/not-authorized' });
    expect(await screen.findByRole('heading', { name: '403 - Not authorized' })).toBeInTheDocument();
    expect(screen.getByText(/You don't have a permission to display this page\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Click here to get back to homepage.' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(document.title).toBe('403 - Not authorized - Switchboard');
  });

  it('offers to sign out, not a link home, to a user who may not open the home page (it would loop)', async () => {
    renderConsole(<NotAuthorizedPage />, {
      path: '/not-authorized',
      route: '/not-authorized',
      authProvider: createFakeAuthProvider({ registry: resourceRegistry, permissions: {} }),
    });
    expect(
      await screen.findByRole('button', { name: 'Sign out to use another account' }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('link', { name: 'Click here to get back to homepage.' }),
    ).not.toBeInTheDocument();
  });

  it('takes a three-digit code from the query and ignores anything else', async () => {
    renderConsole(<NotAuthorizedPage />, { path: '/not-authorized?code=401', route: '/not-authorized' });
    expect(await screen.findByRole('heading', { name: '401 - Not authorized' })).toBeInTheDocument();
  });

  it('falls back to 403 for a code that is not three digits', async () => {
    renderConsole(<NotAuthorizedPage />, { path: '/not-authorized?code=%3Cb%3E', route: '/not-authorized' });
    expect(await screen.findByRole('heading', { name: '403 - Not authorized' })).toBeInTheDocument();
  });
});
