import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, MenuItemLinkClasses, memoryStore, testDataProvider } from 'react-admin';
import { Link, MemoryRouter } from 'react-router-dom';
import { i18nProvider } from '../../providers/i18nProvider';
import { ResourceRegistryProvider } from '../../resources/framework/ResourceRegistryContext';
import { resourceRegistry } from '../../resources/registry';
import { testAuthProvider } from '../../testing/testAuthProvider';
import { testIdentity } from '../../testing/fixtures';
import { LocationProbe } from '../../testing/renderConsole';
import { SectionMenu } from './SectionMenu';

function setup(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext
        dataProvider={testDataProvider()}
        authProvider={testAuthProvider(testIdentity(), { User: ['view'], Tenant: ['view'] })}
        i18nProvider={i18nProvider}
        store={memoryStore()}
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

const ACTIVE = MenuItemLinkClasses.active;

describe('SectionMenu', () => {
  it('marks the entry of the address active, also on a page of it, and follows the address', async () => {
    setup('/administration/users');
    const users = await screen.findByRole('menuitem', { name: 'Users' });
    expect(users).toHaveClass(ACTIVE);
    expect(users).toHaveAttribute('href', '/administration/users');
    // A wide window has the section tabs in the top bar, not here.
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.getByRole('menuitem', { name: 'Tenants' })).not.toHaveClass(ACTIVE);

    fireEvent.click(screen.getByRole('link', { name: 'next page' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('page=2'));
    expect(screen.getByRole('menuitem', { name: 'Users' })).toHaveClass(ACTIVE);

    fireEvent.click(screen.getByRole('link', { name: 'tenants' }));
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Tenants' })).toHaveClass(ACTIVE));
    expect(screen.getByRole('menuitem', { name: 'Users' })).not.toHaveClass(ACTIVE);
  });
});

describe('SectionMenu in a narrow window', () => {
  // Every media query matches: the window is below `sm`, where the top bar has no room for the section tabs.
  beforeEach(() =>
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: true,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })),
  );
  afterEach(() => vi.unstubAllGlobals());

  it('leads with the section tabs, the current section selected', async () => {
    setup('/administration/users');
    const sections = await screen.findByRole('tablist', { name: 'Sections' });
    expect(sections).toHaveAttribute('aria-orientation', 'vertical');
    expect(screen.getByRole('tab', { name: 'Administration' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('menuitem', { name: 'Users' })).toBeInTheDocument();
  });
});
