import { definePage } from '../../custom-pages/definePage';
import { pageRegistry } from '../../custom-pages/pageRegistry';
import { resourceRegistry } from '../../resources/registry';
import {
  accessibleEntries,
  navigationEntries,
  sectionOfPath,
  sectionTarget,
  type NavigationEntry,
} from './navigationEntries';

const entry = (path: string, section: NavigationEntry['section'], area?: string): NavigationEntry => ({
  path,
  label: path,
  section,
  requirements: area === undefined ? undefined : [{ area, action: 'view' }],
});

describe('navigation entries', () => {
  it('derive from the registry with each resource list path, section and list permissions', () => {
    expect(navigationEntries(resourceRegistry).map((item) => item.path)).toContain('/administration/tasks');
    const entries = navigationEntries(resourceRegistry, []);
    expect(entries).toHaveLength(
      resourceRegistry.filter((resource) => !resource.embedded && resource.navigation !== false).length,
    );
    const flows = entries.find((item) => item.path === '/flows');
    expect(flows).toMatchObject({ section: 'flows', requirements: [{ area: 'CallScript', action: 'view' }] });
    const tenants = entries.find((item) => item.path === '/administration/tenants');
    expect(tenants).toMatchObject({
      section: 'administration',
      requirements: [{ area: 'Tenant', action: 'view' }],
    });
  });

  it('append the pages with a menu entry after the resources, with their section, icon and permissions', () => {
    const themePage = definePage({
      name: 'themeConfigurator',
      path: '/administration/theme-configurator',
      section: 'administration',
      icon: 'settings',
      label: 'app.theme.title',
      permissions: [{ area: 'Settings', action: 'modify-theme' }],
      component: async () => () => null,
    });
    // The registry holds the real configurator; this test's own definition stands in for it.
    const others = pageRegistry.filter((page) => page.name !== themePage.name);
    const entries = navigationEntries(resourceRegistry, [...others, themePage]);
    const listed = resourceRegistry.filter((resource) => !resource.embedded && resource.navigation !== false);
    const pagesInMenus = [...others, themePage].filter((page) => page.menu);
    expect(entries).toHaveLength(listed.length + pagesInMenus.length);
    expect(entries.at(-1)).toMatchObject({
      path: '/administration/theme-configurator',
      label: 'app.theme.title',
      section: 'administration',
      requirements: [{ area: 'Settings', action: 'modify-theme' }],
    });
    expect(entries.at(-1)?.icon).toBeDefined();
    // The guide and /not-authorized are pages without a menu entry.
    expect(entries.map((item) => item.path)).not.toContain('/administration');
    expect(entries.map((item) => item.path)).not.toContain('/not-authorized');
  });

  it('leave out resources declaring no navigation and link those with a navigation path there', () => {
    const [flows, tenants] = ['flows', 'tenants'].map((name) =>
      resourceRegistry.find((item) => item.name === name),
    );
    const entries = navigationEntries(
      [
        { ...flows!, navigation: false },
        { ...tenants!, navigation: { path: '/administration/tenants/mine' } },
      ],
      [],
    );
    expect(entries.map((item) => item.path)).toEqual(['/administration/tenants/mine']);
  });

  it('keep only what the permissions open; an entry without a list view is never offered', () => {
    const entries = [entry('/a', 'flows', 'A'), entry('/b', 'administration', 'B'), entry('/c', 'flows')];
    expect(accessibleEntries(entries, { A: ['view'], B: ['edit'] }).map((item) => item.path)).toEqual(['/a']);
    expect(accessibleEntries(entries, { A: -1, B: -1 }).map((item) => item.path)).toEqual(['/a', '/b']);
    expect(accessibleEntries(entries, null)).toEqual([]);
  });

  it('leave out entries whose application configuration switch is off', () => {
    const conversations = { ...entry('/c', 'administration', 'A'), feature: 'conversations' as const };
    expect(accessibleEntries([conversations], { A: -1 }, { conversations: false })).toEqual([]);
    expect(accessibleEntries([conversations], { A: -1 }, { conversations: true })).toEqual([conversations]);
    expect(accessibleEntries([conversations], { A: -1 })).toEqual([conversations]);
    const registered = navigationEntries(resourceRegistry, []).find(
      (item) => item.path === '/administration/conversation-details',
    );
    expect(registered?.feature).toBe('conversations');
  });

  it('lead each tab to the first page of its section, Administration to its guide, and hide empty sections', () => {
    const accessible = [entry('/flows', 'flows', 'A'), entry('/administration/users', 'administration', 'B')];
    expect(sectionTarget('flows', accessible)).toBe('/flows');
    expect(sectionTarget('administration', accessible)).toBe('/administration');
    expect(sectionTarget('campaigns', accessible)).toBeNull();
  });

  it('tell the section of an address', () => {
    expect(sectionOfPath('/flows/detail/1/overview')).toBe('flows');
    expect(sectionOfPath('/campaigns')).toBe('campaigns');
    expect(sectionOfPath('/administration')).toBe('administration');
    expect(sectionOfPath('/not-authorized')).toBeNull();
    expect(sectionOfPath('/flowsx')).toBeNull();
  });
});
