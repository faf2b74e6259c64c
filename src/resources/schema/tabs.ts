import type { CompletedTab } from './completeResource';

/** A tab as routed: its full sub-path, the tab, its group (for a child) and every permission it needs beyond the detail's. */
export interface RoutedTab {
  path: string;
  tab: CompletedTab;
  group?: CompletedTab;
  permissions: CompletedTab['permissions'];
}

/** Every tab of a detail page, groups and their children, in order (a group before its children). */
export function routedTabs(tabs: readonly CompletedTab[]): RoutedTab[] {
  return tabs.flatMap((tab) => [
    { path: tab.path, tab, permissions: tab.permissions },
    ...tab.children.map((child) => ({
      path: child.path,
      tab: child,
      group: tab,
      permissions: [...tab.permissions, ...child.permissions],
    })),
  ]);
}

/** The tab at a sub-path (`overview`, `advanced`, `advanced/monitoring`), if any. */
export function findTab(tabs: readonly CompletedTab[], path: string): RoutedTab | undefined {
  const clean = path.replace(/^\/+|\/+$/g, '');
  return routedTabs(tabs).find((item) => item.path === clean);
}
