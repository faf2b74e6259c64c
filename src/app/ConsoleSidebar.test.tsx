import { fireEvent, render, screen } from '@testing-library/react';
import { AdminContext, memoryStore, SidebarToggleButton } from 'react-admin';
import { i18nProvider } from '../providers/i18nProvider';
import { ConsoleSidebar } from './ConsoleSidebar';

function setup() {
  render(
    <AdminContext store={memoryStore()} i18nProvider={i18nProvider}>
      <SidebarToggleButton />
      <ConsoleSidebar>
        <nav aria-label="menu">entries</nav>
      </ConsoleSidebar>
    </AdminContext>,
  );
  return screen.getByRole('navigation', { name: 'menu' }).closest('.MuiDrawer-root');
}

describe('ConsoleSidebar', () => {
  afterEach(() => vi.restoreAllMocks());

  it('opens and closes with the toggle, as react-admin’s sidebar does', () => {
    const drawer = setup();
    expect(drawer).toHaveClass('RaSidebar-docked', 'RaSidebar-open');
    fireEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(drawer).toHaveClass('RaSidebar-closed');
  });

  it('does not follow the page’s scroll position (the top bar never hides)', () => {
    const listen = vi.spyOn(window, 'addEventListener');
    setup();
    expect(listen.mock.calls.map(([type]) => type)).not.toContain('scroll');
  });
});
