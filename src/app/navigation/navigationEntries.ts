import type { ComponentType } from 'react';
import { administrationGuidePage } from '../../custom-pages/administration/administrationGuideDefinition';
import type { PageDefinition } from '../../custom-pages/definePage';
import { pageRegistry } from '../../custom-pages/pageRegistry';
import type { PermissionRequirement } from '../../shared/permissions';
import { canAccessAll } from '../../shared/permissions';
import { resourceIcon } from '../../resources/framework/resourceIcons';
import { listPath } from '../../resources/framework/resourcePaths';
import { sectionOf, type ConsoleSection } from '../../resources/framework/sections';
import type { ResourceSummary } from '../../resources/registrySummary';

/** A place the menus and the Administration guide can link to. */
export interface NavigationEntry {
  path: string;
  /** i18n key (or plain text for runtime resources). */
  label: string;
  icon?: ComponentType;
  section: ConsoleSection;
  /** Every pair is needed (SPEC §6); undefined means the entry has no list view and is never offered. */
  requirements: readonly PermissionRequirement[] | undefined;
  /** The application configuration switch that must be on (SPEC §3 `conversations`, `ongoingConversations`). */
  feature?: 'conversations' | 'ongoingConversations';
}

/** The sections in top-bar order (SPEC §1). */
export const SECTIONS: readonly ConsoleSection[] = ['flows', 'campaigns', 'administration'];

/**
 * Menu entries: the resources (in registry order, except those declaring `navigation: false`), then the pages of the
 * page registry that have a menu entry. Both kinds are offered only with the permissions their routes need.
 */
export function navigationEntries(
  registry: readonly ResourceSummary[],
  pages: readonly PageDefinition[] = pageRegistry,
): NavigationEntry[] {
  const resources = registry
    .filter((resource) => !resource.embedded && resource.navigation !== false)
    .map<NavigationEntry>((resource) => ({
      path: resource.navigation ? resource.navigation.path : listPath(resource),
      label: resource.label,
      icon: resourceIcon(resource.icon),
      section: sectionOf(resource),
      requirements: resource.permissions.list,
      ...(resource.feature ? { feature: resource.feature } : {}),
    }));
  const menuPages = pages.flatMap<NavigationEntry>((page) =>
    page.menu && page.section
      ? [
          {
            path: page.path,
            label: page.label,
            icon: resourceIcon(page.icon),
            section: page.section,
            requirements: page.permissions,
          },
        ]
      : [],
  );
  return [...resources, ...menuPages];
}

/**
 * The entries a permission map opens, leaving out those whose application configuration switch is off (an unknown
 * configuration turns nothing off).
 */
export function accessibleEntries(
  entries: readonly NavigationEntry[],
  permissions: unknown,
  switches: Partial<Record<'conversations' | 'ongoingConversations', boolean>> = {},
): NavigationEntry[] {
  return entries.filter(
    (entry) =>
      entry.requirements !== undefined &&
      canAccessAll(permissions, entry.requirements) &&
      (!entry.feature || switches[entry.feature] !== false),
  );
}

/** The section an address belongs to, by its first segment; null for pages outside the sections. */
export function sectionOfPath(pathname: string): ConsoleSection | null {
  const first = pathname.split('/')[1] ?? '';
  return (SECTIONS as readonly string[]).includes(first) ? (first as ConsoleSection) : null;
}

/** Where a section's tab leads, or null when the user may open nothing in it (the tab is then not shown). */
export function sectionTarget(
  section: ConsoleSection,
  accessible: readonly NavigationEntry[],
): string | null {
  const inSection = accessible.filter((entry) => entry.section === section);
  if (inSection.length === 0) return null;
  return section === 'administration' ? administrationGuidePage.path : (inSection[0]?.path ?? null);
}
