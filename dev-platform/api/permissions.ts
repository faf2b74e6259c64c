import type { PermissionMap } from '../../src/types/api';

/** Merges role permission maps: actions are united, and -1 (every action) wins over any list. */
export function mergePermissionMaps(maps: PermissionMap[]): PermissionMap {
  const merged: PermissionMap = {};
  for (const map of maps) {
    for (const [area, actions] of Object.entries(map)) {
      const current = merged[area];
      if (actions === -1 || current === -1) {
        merged[area] = -1;
      } else if (Array.isArray(actions)) {
        merged[area] = [...new Set([...(current ?? []), ...actions.filter((a) => typeof a === 'string')])];
      }
    }
  }
  return merged;
}

/** Server-side twin of the console's canAccess: -1 grants every action of that area and no other. */
export function hasPermission(permissions: PermissionMap, area: string, action: string): boolean {
  if (!Object.prototype.hasOwnProperty.call(permissions, area)) return false;
  const actions = permissions[area];
  return actions === -1 || (Array.isArray(actions) && actions.includes(action));
}

/** Parses a stored role map defensively: anything malformed grants nothing. */
export function parsePermissionMap(json: string): PermissionMap {
  try {
    const value: unknown = JSON.parse(json);
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    const map: PermissionMap = {};
    for (const [area, actions] of Object.entries(value as Record<string, unknown>)) {
      if (actions === -1) map[area] = -1;
      else if (Array.isArray(actions)) map[area] = actions.filter((a): a is string => typeof a === 'string');
    }
    return map;
  } catch {
    return {};
  }
}
