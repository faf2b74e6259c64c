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
    const entries = navigationEntries(resourceRegistry, []);
    expect(entries).toHaveLength(resourceRegistry.filter((resource) => !resource.embedded).length);
    const flows = entries.find((item) => item.path === '/flows');
    expect(flows).toMatchObject({ section: 'flows', requirements: [{ area: 'CallScript', action: 'view' }] });
    const tenants = entries.find((item) => item.path === '/administration/tenants');
    expect(tenants).toMatchObject({
      section: 'administration',
      requirements: [{ area: 'Tenant', action: 'view' }],
    });
  });

  it('append custom pages after the resources', () => {
    const custom = entry('/administration/theme-configurator', 'administration', 'Settings');
    expect(navigationEntries(resourceRegistry, [custom]).at(-1)).toBe(custom);
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
