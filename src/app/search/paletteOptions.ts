import type { PageDefinition } from '../../custom-pages/definePage';
import { canAccessAll } from '../../shared/permissions';
import type { SearchHit } from '../../shared/wire/search';
import { detailPath, listPath } from '../../resources/framework/resourcePaths';
import type { ResourceSummary } from '../../resources/registrySummary';
import { accessibleEntries, navigationEntries } from '../navigation/navigationEntries';
import type { RecentItem } from './recentItems';

/** One line of the palette: a record, a page or an action, in its group. */
export interface PaletteOption extends RecentItem {
  group: 'recent' | 'records' | 'pages';
  /** What it is: a resource's name, or page/action (i18n keys, or plain text of runtime resources). */
  type: string;
  /** The matched value of a record, when not its label. */
  detail?: string;
  icon?: string;
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * Pages and actions the user may open: every menu entry (resources' lists and pages), creating a record of each
 * resource the user may create, and switching tenant when allowed.
 */
export function pageOptions(
  registry: readonly ResourceSummary[],
  pages: readonly PageDefinition[],
  permissions: unknown,
  switches: Partial<Record<'conversations' | 'ongoingConversations', boolean>>,
  translate: Translate,
  canSwitchTenant: boolean,
): PaletteOption[] {
  const open = accessibleEntries(navigationEntries(registry, pages), permissions, switches).map(
    (entry): PaletteOption => ({
      key: `page:${entry.path}`,
      label: translate(entry.label, { smart_count: 2, _: entry.label }),
      path: entry.path,
      group: 'pages',
      type: 'app.search.page',
    }),
  );
  const create = registry
    .filter(
      (resource) =>
        !resource.embedded &&
        resource.navigation !== false &&
        resource.permissions.create !== undefined &&
        canAccessAll(permissions, resource.permissions.list) &&
        canAccessAll(permissions, resource.permissions.create),
    )
    .map((resource): PaletteOption => ({
      key: `create:${resource.name}`,
      label: translate('app.search.create', {
        name: translate(resource.label, { smart_count: 1, _: resource.name }),
      }),
      path: `${listPath(resource)}?dialog=create`,
      resource: resource.name,
      group: 'pages',
      type: 'app.search.action',
    }));
  const switchTenant: PaletteOption[] = canSwitchTenant
    ? [
        {
          key: 'action:switchTenant',
          label: translate('app.search.switch_tenant'),
          action: 'switchTenant',
          group: 'pages',
          type: 'app.search.action',
        },
      ]
    : [];
  return [...open, ...create, ...switchTenant];
}

/** A found record as a palette line, opening its detail; none when its resource is unknown here. */
export function recordOption(hit: SearchHit, registry: readonly ResourceSummary[]): PaletteOption[] {
  const resource = registry.find((summary) => summary.name === hit.resource);
  if (!resource) return [];
  return [
    {
      key: `record:${hit.resource}:${hit.id}`,
      label: hit.label || hit.value,
      path: detailPath(resource, hit.id),
      resource: hit.resource,
      group: 'records',
      type: resource.label,
      ...(hit.value !== hit.label ? { detail: hit.value } : {}),
    },
  ];
}

/** Whether a local option (page, action, recent item) matches what was typed. */
export const matchesText = (option: { label: string }, text: string) =>
  option.label.toLocaleLowerCase().includes(text.trim().toLocaleLowerCase());
