import type { PermissionMap, PermissionRequirement } from '../../shared/permissions';
import type { PermissionArea } from '../../shared/wire/administration';
import { routedTabs } from '../schema/tabs';
import type { ResourceConfig } from '../types';

/** One row of the permission editor: an area, every action it knows, and whether the platform's catalogue has it. */
export interface PermissionRow {
  area: string;
  actions: string[];
  inCatalogue: boolean;
}

/**
 * Every requirement a registry declares (views, tabs and the children of tab groups, tab forms, list views,
 * actions): areas and actions the console itself checks.
 */
export function registryRequirements(registry: readonly ResourceConfig[]): PermissionRequirement[] {
  return registry.flatMap((resource) => [
    ...Object.values(resource.permissions).flat(),
    ...routedTabs(resource.detail.tabs).flatMap(({ tab }) => [
      ...tab.permissions,
      ...(tab.form?.permissions ?? []),
    ]),
    ...resource.list.views.flatMap((view) => view.permissions),
    ...resource.actions.flatMap((action) => action.permissions),
  ]);
}

/**
 * The editor's rows: the catalogue's areas and actions, plus whatever the registry requires or the role's map holds
 * that the catalogue lacks (flagged, so nothing the role has is invisible). Sorted by area.
 */
export function permissionRows(
  catalogue: readonly PermissionArea[],
  required: readonly PermissionRequirement[],
  map: PermissionMap,
): PermissionRow[] {
  const rows = new Map<string, PermissionRow>();
  const add = (area: string, action: string | undefined, inCatalogue: boolean) => {
    const row = rows.get(area) ?? { area, actions: [], inCatalogue };
    if (action !== undefined && !row.actions.includes(action)) row.actions.push(action);
    row.inCatalogue ||= inCatalogue;
    rows.set(area, row);
  };
  catalogue.forEach(({ area, actions }) =>
    actions.length ? actions.forEach((action) => add(area, action, true)) : add(area, undefined, true),
  );
  required.forEach(({ area, action }) => add(area, action, false));
  Object.entries(map).forEach(([area, actions]) =>
    actions === -1 ? add(area, undefined, false) : actions.forEach((action) => add(area, action, false)),
  );
  return [...rows.values()].sort((a, b) => a.area.localeCompare(b.area));
}

/** Whether the map grants one action (-1 grants them all). */
export const isGranted = (map: PermissionMap, area: string, action: string) =>
  map[area] === -1 || (Array.isArray(map[area]) && (map[area] as string[]).includes(action));

/** Switches one action; under -1 the area becomes the explicit list of its other actions. Empty areas are dropped. */
export function toggleAction(map: PermissionMap, row: PermissionRow, action: string): PermissionMap {
  const current = map[row.area];
  const actions = current === -1 ? [...row.actions] : [...(current ?? [])];
  const next = actions.includes(action) ? actions.filter((item) => item !== action) : [...actions, action];
  const result = { ...map };
  if (next.length === 0) delete result[row.area];
  else
    result[row.area] = row.actions
      .filter((item) => next.includes(item))
      .concat(next.filter((item) => !row.actions.includes(item)));
  return result;
}

/** Switches "every action" (-1) of an area on, or the area off entirely. */
export function toggleAll(map: PermissionMap, area: string): PermissionMap {
  const result = { ...map };
  if (result[area] === -1) delete result[area];
  else result[area] = -1;
  return result;
}

/** Maps equal regardless of key and action order. */
export function samePermissions(a: PermissionMap, b: PermissionMap): boolean {
  const normal = (map: PermissionMap) =>
    JSON.stringify(
      Object.entries(map)
        .map(([area, actions]) => [area, actions === -1 ? -1 : [...actions].sort()])
        .sort(([x], [y]) => String(x).localeCompare(String(y))),
    );
  return normal(a) === normal(b);
}
