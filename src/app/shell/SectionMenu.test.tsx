import { createTheme } from '@mui/material/styles';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, memoryStore, testDataProvider } from 'react-admin';
import { Link, MemoryRouter } from 'react-router-dom';
import { i18nProvider } from '../../providers/i18nProvider';
import { ResourceRegistryProvider } from '../../resources/framework/ResourceRegistryContext';
import { resourceRegistry } from '../../resources/registry';
import { testAuthProvider } from '../../testing/shellTestHarness';
import { testIdentity } from '../../testing/fixtures';
import { LocationProbe } from '../../testing/renderInAdmin';
import { SectionMenu } from './SectionMenu';

// The menu's theme styles are computed on every render of the menu and its items: they count the renders.
const itemRendered = vi.fn();
const theme = createTheme({
  components: {
    RaMenu: {
      styleOverrides: {
        root: () => {
          itemRendered();
          return {};
        },
      },
    },
  },
});

function setup(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext
        dataProvider={testDataProvider()}
        authProvider={testAuthProvider(testIdentity(), { User: ['view'], Tenant: ['view'] })}
        i18nProvider={i18nProvider}
        store={memoryStore()}
        theme={theme}
      >
        <ResourceRegistryProvider registry={resourceRegistry}>
          <SectionMenu />
          <Link to="/administration/users?page=2">next page</Link>
          <Link to="/administration/tenants">tenants</Link>
          <LocationProbe />
        </ResourceRegistryProvider>
      </AdminContext>
    </MemoryRouter>,
  );
}

describe('SectionMenu', () => {
  beforeEach(() => itemRendered.mockClear());

  it('marks the entry of the address active and does not render its items again on a page change', async () => {
    setup('/administration/users');
    const users = await screen.findByRole('menuitem', { name: 'Users' });
    expect(users).toHaveClass('RaMenuItemLink-active');
    expect(users).toHaveAttribute('href', '/administration/users');
    expect(screen.getByRole('menuitem', { name: 'Tenants' })).not.toHaveClass('RaMenuItemLink-active');
    const rendered = itemRendered.mock.calls.length;
    expect(rendered).toBeGreaterThan(0);

    fireEvent.click(screen.getByRole('link', { name: 'next page' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('page=2'));
    expect(itemRendered).toHaveBeenCalledTimes(rendered);

    fireEvent.click(screen.getByRole('link', { name: 'tenants' }));
    await waitFor(() =>
      expect(screen.getByRole('menuitem', { name: 'Tenants' })).toHaveClass('RaMenuItemLink-active'),
    );
    expect(screen.getByRole('menuitem', { name: 'Users' })).not.toHaveClass('RaMenuItemLink-active');
  });
});
