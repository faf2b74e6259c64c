import { screen, waitFor, within } from '@testing-library/react';
import { renderConsole } from '../testing/renderConsole';
import type { PermissionMap } from '../shared/permissions';
import { definePage, type PageProps } from './definePage';
import { PageRoute } from './PageRoute';

function TtsPage({ page, tab }: PageProps) {
  return <p>{`${page.name} content${tab ? ` on ${tab.path}` : ''}`}</p>;
}

const load = vi.fn(async () => TtsPage);
const permissions = [{ area: 'Tts', action: 'generate' }];
const simple = definePage({
  name: 'ttsGenerator',
  path: '/administration/tts-generator',
  section: 'administration',
  label: 'app.administration.title',
  permissions,
  component: load,
});
const tabbed = definePage({
  name: 'variablesStorage',
  path: '/administration/variables-storage',
  section: 'administration',
  label: 'app.administration.title',
  permissions: [],
  tabs: [
    { path: 'global', label: 'Global', permissions: [{ area: 'Variables', action: 'global' }] },
    { path: 'tenant', label: 'Tenant' },
  ],
  component: load,
});

const address = () => screen.getByTestId('location').textContent;
const show = (page: typeof simple, path: string, granted: PermissionMap) =>
  renderConsole(<PageRoute page={page} />, {
    path,
    route: page.tabs ? `${page.path}/*` : page.path,
    permissions: granted,
  });

describe('PageRoute', () => {
  beforeEach(() => load.mockClear());

  it('shows the page with its title followed by the product name (SPEC §2)', async () => {
    show(simple, '/administration/tts-generator', { Tts: ['generate'] });
    expect(await screen.findByText('ttsGenerator content')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Administration - Switchboard'));
  });

  it('goes to /not-authorized without the permissions, before the page is even downloaded (SPEC §6)', async () => {
    show(simple, '/administration/tts-generator', { Tts: ['view'] });
    await waitFor(() => expect(address()).toBe('/not-authorized'), { timeout: 15_000 });
    expect(load).not.toHaveBeenCalled();
  });

  it('opens the first tab the user may open on the bare path, and deep links to each tab', async () => {
    show(tabbed, '/administration/variables-storage', {});
    await waitFor(() => expect(address()).toBe('/administration/variables-storage/tenant'), {
      timeout: 15_000,
    });
    expect(await screen.findByText('variablesStorage content on tenant')).toBeInTheDocument();
    // The tab needing a permission the user lacks is not offered.
    const tabs = screen.getByRole('tablist', { name: 'Sections' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Tenant']);
  });

  it('shows every tab the permissions open, each a link to its sub-path', async () => {
    show(tabbed, '/administration/variables-storage/global', { Variables: ['global'] });
    expect(await screen.findByText('variablesStorage content on global')).toBeInTheDocument();
    const tabs = within(screen.getByRole('tablist', { name: 'Sections' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.getAttribute('href'))).toEqual([
      '/administration/variables-storage/global',
      '/administration/variables-storage/tenant',
    ]);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
  });

  it('sends a deep link to a tab the user may not open to /not-authorized', async () => {
    show(tabbed, '/administration/variables-storage/global', { Variables: ['other'] });
    await waitFor(() => expect(address()).toBe('/not-authorized'), { timeout: 15_000 });
    expect(screen.queryByText(/content/)).not.toBeInTheDocument();
  });

  it('shows the not-found page for an unknown tab', async () => {
    show(tabbed, '/administration/variables-storage/nothing', {});
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(address()).toBe('/administration/variables-storage/nothing');
  });
});
