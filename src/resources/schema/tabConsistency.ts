import type { PathIssue } from './consistency';
import type { ParsedResource } from './resourceSchema';
import type { ParsedLeafTab, ParsedTab } from './tabSchema';

/** Tab paths that redirect to overview (SPEC §2), so they cannot be tabs themselves. */
const RESERVED_TABS = ['basic'];

const hasContent = (tab: ParsedLeafTab) =>
  [tab.fields, tab.related, tab.component, tab.chart, tab.sections].some((item) => item !== undefined);

/** Cross-checks of the detail tabs: paths, content, declared fields, own forms, row actions and action tabs. */
export function consistencyOfTabs(input: ParsedResource, fields: ReadonlyMap<string, unknown>): PathIssue[] {
  const issues: PathIssue[] = [];
  const add = (path: PathIssue['path'], message: string) => issues.push({ path, message });
  const tabs = input.detail?.tabs ?? [];
  const rowActions = new Set(
    input.actions.filter((action) => action.scope === 'row').map((action) => action.name),
  );
  // A detail without an overview opens on its first tab (conversations: timeline); with one, overview comes first.
  if (tabs[0] && tabs[0].path !== 'overview' && tabs.some((tab) => tab.path === 'overview'))
    add(
      ['detail', 'tabs', 0, 'path'],
      `the first tab must be "overview" (the default sub-path), got "${tabs[0].path}"`,
    );

  const fullPaths = new Set<string>();
  const checkTab = (
    tab: ParsedLeafTab & { children?: ParsedTab['children'] },
    at: PathIssue['path'],
    parent?: string,
  ) => {
    const full = parent ? `${parent}/${tab.path}` : tab.path;
    if (RESERVED_TABS.includes(tab.path))
      add([...at, 'path'], `"${tab.path}" redirects to overview and cannot be a tab`);
    if (fullPaths.has(full)) add([...at, 'path'], `"${tab.path}" is used twice`);
    fullPaths.add(full);
    if (tab.children && (hasContent(tab) || tab.source || tab.form))
      add(at, 'a tab group has only "children"');
    if (!tab.children && !hasContent(tab) && !tab.source)
      add(at, 'needs content: "fields", "related", "component", "chart", "sections" or "children"');
    const own = tab.source ? new Map(tab.source.fields.map((field) => [field.source, field])) : fields;
    const sections = tab.sections ?? [tab];
    sections.forEach((section, sectionIndex) => {
      const base = tab.sections ? [...at, 'sections', sectionIndex] : at;
      const record = tab.sections && 'source' in section ? section.source : undefined;
      if (
        tab.sections &&
        ![section.fields, section.related, section.component, section.chart, record].some(Boolean)
      )
        add(base, 'needs "fields", "related", "component", "chart" or "source"');
      const known = record ? new Map(record.fields.map((field) => [field.source, field])) : own;
      section.fields?.forEach((source, index) => {
        if (!known.has(source)) add([...base, 'fields', index], `"${source}" is not a declared field`);
      });
      if (tab.sections && 'form' in section && section.form) {
        section.form.inputs.forEach((item, index) => {
          if (!known.has(item.source))
            add([...base, 'form', 'inputs', index, 'source'], `"${item.source}" is not a declared field`);
        });
        if (!record && !section.form.call.path)
          add([...base, 'form', 'call', 'path'], 'is required when the section has no source');
      }
      section.related?.forEach((related, index) =>
        related.rowActions?.forEach((name, actionIndex) => {
          if (!rowActions.has(name))
            add(
              [...base, 'related', index, 'rowActions', actionIndex],
              `"${name}" is not a row action of this resource`,
            );
        }),
      );
    });
    if (tab.form) {
      tab.form.inputs.forEach((item, index) => {
        if (!own.has(item.source))
          add([...at, 'form', 'inputs', index, 'source'], `"${item.source}" is not a declared field`);
      });
      if (!tab.source && !tab.form.call.path)
        add([...at, 'form', 'call', 'path'], 'is required when the tab has no source');
    }
    tab.children?.forEach((child, index) => checkTab(child, [...at, 'children', index], full));
  };
  tabs.forEach((tab, index) => checkTab(tab, ['detail', 'tabs', index]));

  input.actions.forEach((action, index) => {
    if (action.tab !== undefined && !fullPaths.has(action.tab))
      add(['actions', index, 'tab'], `"${action.tab}" is not a tab of this resource`);
  });
  return issues;
}
