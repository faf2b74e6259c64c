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

/**
 * The tab at a sub-path (`overview`, `advanced`, `advanced/monitoring`), if any. `overview#1` names the second
 * section of a tab when that section has a record of its own: it is then addressed like a tab with that record.
 */
export function findTab(tabs: readonly CompletedTab[], path: string): RoutedTab | undefined {
  const [clean = '', section] = path.replace(/^\/+|\/+$/g, '').split('#');
  const found = routedTabs(tabs).find((item) => item.path === clean);
  if (!found || section === undefined) return found;
  const tab = sectionTab(found.tab, Number(section));
  return tab && { ...found, path: tab.path, tab };
}

/** A section with its own record (`source`, `form`) as the tab-shaped part the tab record views and calls use. */
export function sectionTab(tab: CompletedTab, index: number): CompletedTab | undefined {
  const section = tab.sections[index];
  if (!section || (!section.source && !section.form)) return undefined;
  const { source, form, ...shown } = section;
  return {
    ...tab,
    path: `${tab.path}#${index}`,
    // Its title stays above its fields (all of the record's fields unless the section names some).
    sections: [{ ...shown, fields: shown.fields ?? source?.fields.map((field) => field.source) }],
    children: [],
    ...(source ? { source } : { source: undefined }),
    ...(form ? { form } : { form: undefined }),
  };
}
