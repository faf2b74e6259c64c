import { resourceRegistry } from '../../src/resources/registry';
import { CUSTOM_COMPONENT_NAMES } from '../../src/resources/framework/customComponentNames';
import { areaMessages } from '../../src/i18n/areaMessages';
import { resourceScreens, screenTexts } from '../../scripts/resourceScreens';

const screens = resourceScreens(resourceRegistry, CUSTOM_COMPONENT_NAMES);
const names = (name: string) => screens.get(name)?.map((config) => config.name);

describe('the configurations of a list screen', () => {
  it('are its own first, then those of the resources it names (references, row clicks), no others', () => {
    expect(names('users')?.[0]).toBe('users');
    expect(names('users')?.sort()).toEqual(['permissionGroups', 'tenants', 'users']);
    expect(screens.get('users')?.[0]).toBe(resourceRegistry.find((config) => config.name === 'users'));
  });

  it('are all of them for a list whose configuration names a registered component, and none for embedded ones', () => {
    expect(screens.has('permissionGroups')).toBe(false); // its detail's permission editor
    expect(screens.has('flows')).toBe(false);
    const embedded = resourceRegistry.filter((config) => config.embedded).map((config) => config.name);
    expect(embedded.length).toBeGreaterThan(0);
    embedded.forEach((name) => expect(screens.has(name)).toBe(false));
  });
});

describe('the texts a list screen brings', () => {
  const texts = (name: string) => Object.keys(screenTexts(screens.get(name)![0], areaMessages.resources));

  it('are its own and those of resources whose texts its configuration names, not of those only named', () => {
    expect(texts('tenants')).toEqual(['tenants']);
    expect(texts('botDeployServers')).toEqual(['botDeployServers', 'botDeployModules']); // a module's server status
    // The users list names tenants (a reference) but shows none of their texts; its own are on the first load.
    expect(texts('users')).toEqual([]);
  });
});
