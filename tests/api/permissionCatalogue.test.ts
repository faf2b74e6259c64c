import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { addRuntimeResources, servedResources } from '../../dev-platform/api/resourceRules';
import { openConfigDir } from '../../dev-platform/config/configDir';
import { repoRoot } from '../../dev-platform/settings';
import { PERMISSION_AREAS } from '../../dev-platform/db/seed/areas';
import { pageRegistry } from '../../src/custom-pages/pageRegistry';
import type { PermissionRequirement } from '../../src/shared/permissions';

/** Every area/action pair below a `permissions` key of a configuration, with where it was found. */
function requirementsIn(
  value: unknown,
  path: string,
  underPermissions = false,
): [string, PermissionRequirement][] {
  if (Array.isArray(value))
    return value.flatMap((item, index) => requirementsIn(item, `${path}[${index}]`, underPermissions));
  if (typeof value !== 'object' || value === null) return [];
  const record = value as Record<string, unknown>;
  if (underPermissions && typeof record.area === 'string' && typeof record.action === 'string')
    return [[path, { area: record.area, action: record.action }]];
  return Object.entries(record).flatMap(([key, item]) =>
    requirementsIn(item, `${path}.${key}`, underPermissions || key === 'permissions'),
  );
}

// Walks the registry (built-in and runtime JSON resources) and the custom pages: a requirement the server's
// catalogue does not know could never be granted, so its screen would be closed to everybody.
describe('the permission catalogue', () => {
  // The shipped configuration directory's resources (tags.json), as a platform serves them.
  const shipped = openConfigDir(join(repoRoot, 'config'));
  addRuntimeResources(() => shipped.snapshot().resources);
  const required = [
    ...servedResources().flatMap((config) => requirementsIn(config, config.name)),
    ...pageRegistry.flatMap((page) => requirementsIn(page, page.path)),
  ];

  it('finds the requirements of resources, tabs, actions and custom pages', () => {
    const places = required.map(([place]) => place);
    expect(places.some((place) => /\.permissions\.list/.test(place))).toBe(true);
    expect(places.some((place) => /\.actions\[\d+\]\.permissions/.test(place))).toBe(true);
    expect(places).toContain('tasks.permissions.list[0]');
    expect(required.length).toBeGreaterThan(40);
  });

  it('has every area and action the console requires', () => {
    const unknown = required
      .filter(([, { area, action }]) => !PERMISSION_AREAS[area]?.includes(action))
      .map(([place, { area, action }]) => `${place}: ${area}/${action}`);
    expect(unknown).toEqual([]);
  });
});
