import type { ResourceConfig } from '../src/resources/types';

/**
 * The resources whose list can open with a few configurations instead of all of them, each with the resources its
 * configuration names (reference fields and filters, a row click to another resource's detail, relations): the
 * configurations a cold load of that list downloads before its first screen. A configuration that names a registered
 * component (`"component": "permissionEditor"`, a list aside) is left out: such components may look any resource
 * up, so its list waits for all the configurations, as every other screen does. Embedded resources have no list.
 */
export function resourceScreens(
  registry: readonly ResourceConfig[],
  componentNames: readonly string[],
): Map<string, ResourceConfig[]> {
  const byName = new Map(registry.map((config) => [config.name, config]));
  const components = new Set(componentNames);
  const screens = new Map<string, ResourceConfig[]>();
  for (const config of registry) {
    if (config.embedded) continue;
    const named = new Set<string>();
    let usesComponent = false;
    // Every string of the configuration that is another resource's name or a component's: a superset of the
    // places that name one, so no lookup of the list finds its resource missing.
    JSON.stringify(config, (_key, value: unknown) => {
      if (typeof value === 'string') {
        if (components.has(value)) usesComponent = true;
        else if (value !== config.name && byName.has(value)) named.add(value);
      }
      return value;
    });
    if (!usesComponent) screens.set(config.name, [config, ...[...named].map((name) => byName.get(name)!)]);
  }
  return screens;
}

/**
 * The texts a list's screen download brings (`catalogue`: the areas' texts by resource): those of its own resource
 * and of every resource whose texts its configuration names (`resources.{other}.…` keys, e.g. a status of another
 * area). A name alone needs none (names are part of the first load). Its other screens wait for all texts.
 */
export function screenTexts(config: ResourceConfig, catalogue: Readonly<Record<string, object>>) {
  const named = new Set([config.name]);
  JSON.stringify(config, (_key, value: unknown) => {
    const key = typeof value === 'string' ? /^resources\.(\w+)\.(\w+)/.exec(value) : null;
    if (key && !(key[2] === 'name' && key[0] === value)) named.add(key[1]);
    return value;
  });
  return Object.fromEntries(
    [...named].filter((name) => name in catalogue).map((name) => [name, catalogue[name]]),
  );
}
