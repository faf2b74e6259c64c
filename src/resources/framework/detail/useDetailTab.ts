import { findTab, routedTabs, type RoutedTab } from '../../schema/tabs';
import type { ResourceConfig } from '../../types';
import { defaultTabOf, isDefaultTabAlias } from '../resourcePaths';
import { useAllowed } from '../useAllowed';
import { useFeatureSwitches } from '../useFeatureSwitches';

/** What a detail sub-path leads to. */
export type DetailTabState =
  /** Another tab (full path): the default tab for `basic` and empty sub-paths, a group's first visible child. */
  | { kind: 'redirect'; tab: string }
  | { kind: 'notFound' }
  | { kind: 'notAuthorized' }
  /** The user's permissions are still being checked. */
  | { kind: 'pending' }
  /** `current` is shown; `visible` are the tabs (groups and children) the user may see, in order. */
  | { kind: 'ready'; current: RoutedTab; visible: RoutedTab[] };

/**
 * Resolves a detail sub-path (`overview`, `advanced`, `advanced/queue`) against the configured tabs and the user's
 * permissions (`tab:{full path}`, a child's including its group's): unknown paths are not found, forbidden ones not
 * authorized, a group redirects to its first child the user may see. Tabs switched off by the application
 * configuration (`feature`) are not found.
 */
export function useDetailTab(config: ResourceConfig, subPath: string): DetailTabState {
  const isOn = useFeatureSwitches();
  // A tab whose application configuration switch is off (or whose group's is) does not exist for the console.
  const routed = routedTabs(config.detail.tabs).filter(
    (item) => isOn(item.tab.feature) && isOn(item.group?.feature),
  );
  const allowed = useAllowed(
    config.route,
    routed.map((item) => `tab:${item.path}`),
  );
  if (isDefaultTabAlias(subPath)) return { kind: 'redirect', tab: defaultTabOf(config) };
  const current = findTab(config.detail.tabs, subPath);
  if (!current || !routed.some((item) => item.path === current.path.split('#')[0]))
    return { kind: 'notFound' };
  if (!allowed) return { kind: 'pending' };
  if (!allowed[`tab:${current.path}`]) return { kind: 'notAuthorized' };
  const visible = routed.filter((item) => allowed[`tab:${item.path}`]);
  if (current.tab.children.length > 0) {
    const child = visible.find((item) => item.group === current.tab);
    return child ? { kind: 'redirect', tab: child.path } : { kind: 'notAuthorized' };
  }
  return { kind: 'ready', current, visible };
}
