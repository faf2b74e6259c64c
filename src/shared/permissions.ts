/**
 * The one permission rule of SPEC §6, used by the console (routes, menus, tabs, actions) and by the dev platform's
 * access guard alike.
 */

/** Area → allowed actions; the value -1 grants every action of that area (SPEC §6). */
export type PermissionMap = Record<string, string[] | -1>;

/** One area/action pair a view or a route requires, e.g. `{ area: 'Tenant', action: 'view' }`. */
export interface PermissionRequirement {
  area: string;
  action: string;
}

/** The value that grants every action of an area (SPEC §6). */
export const ALL_ACTIONS = -1;

const hasOwn = (target: object, key: string) => Object.prototype.hasOwnProperty.call(target, key);

/**
 * Whether a permission map grants `action` in `area` (SPEC §6). The map is treated as untrusted input: anything
 * that is not exactly `{ [area]: string[] | -1 }` denies. In particular
 * - the map must be a plain object (not null, an array, a string or a number);
 * - only own properties count, so `__proto__`, `constructor` or `toString` never resolve to inherited members;
 * - `-1` grants every action of that one area, and only the number -1 (not '-1', not -1 inside a list);
 * - an action list grants only exact, case-sensitive string matches and must consist of strings only;
 * - the area and action asked for must be non-empty strings;
 * - an action with an equivalent (`EQUIVALENT_GRANTS`) is granted by either.
 */
export function canAccess(permissions: unknown, area: unknown, action: unknown): boolean {
  if (typeof area !== 'string' || area === '' || typeof action !== 'string' || action === '') return false;
  return (
    grants(permissions, area, action) ||
    (EQUIVALENT_GRANTS.get(`${area}/${action}`) ?? []).some((other) =>
      grants(permissions, other.area, other.action),
    )
  );
}

/**
 * SPEC §6 access-management actions that grant what an area's own action grants, so either one does: reading users
 * (`User/view` or `AccessManagement/viewaccount`) and reading permission groups (`Role/view` or
 * `AccessManagement/viewrole`). Here, in the one rule, so the server guard, routes, menus and actions agree.
 */
export const EQUIVALENT_GRANTS: ReadonlyMap<string, readonly PermissionRequirement[]> = new Map([
  ['User/view', [{ area: 'AccessManagement', action: 'viewaccount' }]],
  ['Role/view', [{ area: 'AccessManagement', action: 'viewrole' }]],
]);

/** Whether the map itself grants exactly `area`/`action` (no equivalents). */
function grants(permissions: unknown, area: string, action: string): boolean {
  if (!isPlainObject(permissions) || !hasOwn(permissions, area)) return false;
  const granted: unknown = (permissions as Record<string, unknown>)[area];
  if (granted === ALL_ACTIONS) return true;
  if (!Array.isArray(granted)) return false;
  // A list with anything but strings is malformed as a whole: deny rather than guess what was meant.
  if (!granted.every((item) => typeof item === 'string')) return false;
  return granted.includes(action);
}

/** Whether a permission map grants every action of `area` (the value -1, SPEC §6). */
export function canAccessEvery(permissions: unknown, area: string): boolean {
  return (
    isPlainObject(permissions) &&
    hasOwn(permissions, area) &&
    (permissions as Record<string, unknown>)[area] === ALL_ACTIONS
  );
}

/** Whether every requirement is granted; an empty list is granted (SPEC §6: a route needs all listed pairs). */
export function canAccessAll(permissions: unknown, requirements: readonly PermissionRequirement[]): boolean {
  if (!Array.isArray(requirements)) return false;
  return requirements.every(
    (requirement) =>
      typeof requirement === 'object' &&
      requirement !== null &&
      canAccess(permissions, requirement.area, requirement.action),
  );
}

/** Merges role permission maps: actions are united, and -1 (every action) wins over any list. */
export function mergePermissionMaps(maps: readonly PermissionMap[]): PermissionMap {
  // Areas are data: a null-prototype object never resolves `constructor` or `__proto__` to Object's members.
  const merged = Object.create(null) as PermissionMap;
  for (const map of maps) {
    for (const [area, actions] of Object.entries(map)) {
      const current = hasOwn(merged, area) ? merged[area] : undefined;
      if (actions === ALL_ACTIONS || current === ALL_ACTIONS) {
        merged[area] = ALL_ACTIONS;
      } else if (Array.isArray(actions)) {
        merged[area] = [...new Set([...(current ?? []), ...actions.filter((a) => typeof a === 'string')])];
      }
    }
  }
  return merged;
}

/** Parses a stored permission map (JSON text) defensively: anything malformed grants nothing. */
export function parsePermissionMap(json: string): PermissionMap {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return {};
  }
  if (!isPlainObject(value)) return {};
  const map = Object.create(null) as PermissionMap;
  for (const [area, actions] of Object.entries(value as Record<string, unknown>)) {
    if (actions === ALL_ACTIONS) map[area] = ALL_ACTIONS;
    else if (Array.isArray(actions)) map[area] = actions.filter((a): a is string => typeof a === 'string');
  }
  return map;
}

function isPlainObject(value: unknown): value is object {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}
