import TaskIcon from '@mui/icons-material/Assignment';
import type { ComponentType } from 'react';
import { canAccessAll, type PermissionRequirement } from '../../shared/permissions';
import { resourceIcon } from '../../resources/framework/resourceIcons';
import { listPath } from '../../resources/framework/resourcePaths';
import { sectionOf, type ConsoleSection } from '../../resources/framework/sections';
import type { ResourceConfig } from '../../resources/types';

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

/** Where the Administration tab leads: the guide listing the areas the user may open. */
export const ADMINISTRATION_GUIDE_PATH = '/administration';

/** SPEC §2 top level "tasks": every background task of the tenant, with filters. */
export const TASKS_PAGE_PATH = '/administration/tasks';
export const TASKS_PAGE_REQUIREMENTS: readonly PermissionRequirement[] = [{ area: 'Task', action: 'view' }];

/**
 * Custom (non-resource) pages that belong in the menus, with their permission requirements. Screens built outside
 * the resource framework register here so the tabs, the section menu and the Administration guide offer them.
 */
export const CUSTOM_PAGE_ENTRIES: readonly NavigationEntry[] = [
  {
    path: TASKS_PAGE_PATH,
    label: 'app.tasks.page_title',
    icon: TaskIcon,
    section: 'administration',
    requirements: TASKS_PAGE_REQUIREMENTS,
  },
];

/** Menu entries derived from the resource registry (in registry order), followed by the custom pages. */
export function navigationEntries(
  registry: readonly ResourceConfig[],
  customPages: readonly NavigationEntry[] = CUSTOM_PAGE_ENTRIES,
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
  return [...resources, ...customPages];
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
  return section === 'administration' ? ADMINISTRATION_GUIDE_PATH : (inSection[0]?.path ?? null);
}
