import type { PermissionRequirement } from '../shared/permissions';
import { areaSummaries } from './areaSummaries.generated';
import { customNameIssues, type CustomNames } from './schema/customNames';
import { formatIssue, type SchemaIssue } from './schema/issueText';
import { findTab, routedTabs } from './schema/tabs';
import type { ResourceConfig, ResourceView } from './types';

/** Finds a resource by its react-admin name (the route) or by its config name. */
export function findResource<T extends Pick<ResourceConfig, 'name' | 'route'>>(
  registry: readonly T[],
  key: string,
): T | undefined {
  return (
    registry.find((resource) => resource.route === key) ?? registry.find((resource) => resource.name === key)
  );
}

/** react-admin action names mapped to our views; 'show' is the detail page. */
const VIEW_OF_ACTION: Record<string, ResourceView> = {
  list: 'list',
  show: 'detail',
  create: 'create',
  edit: 'edit',
  delete: 'delete',
  export: 'export',
};

/**
 * Permission requirements of an action on a resource; undefined when it is not offered. Besides react-admin's
 * actions: `tab:{path}` (the detail's and the tab's), `form:{path}` (a tab's own form: the tab's and the form's)
 * and `action:{name}` (a record or bulk action).
 */
export function requiredPermissions(
  registry: readonly ResourceConfig[],
  resource: string,
  action: string,
): readonly PermissionRequirement[] | undefined {
  const config = findResource(registry, resource);
  if (!config) return undefined;
  const detail = config.permissions.detail ?? [];
  if (action.startsWith('tab:')) {
    const tab = findTab(config.detail.tabs, action.slice(4));
    return tab ? [...detail, ...tab.permissions] : undefined;
  }
  if (action.startsWith('form:')) {
    const tab = findTab(config.detail.tabs, action.slice(5));
    return tab?.tab.form ? [...detail, ...tab.permissions, ...tab.tab.form.permissions] : undefined;
  }
  if (action.startsWith('view:')) {
    const item = config.list.views.find((entry) => entry.path === action.slice(5));
    return item ? [...(config.permissions.list ?? []), ...item.permissions] : undefined;
  }
  if (action.startsWith('action:')) {
    const item = config.actions.find((entry) => entry.name === action.slice(7));
    if (!item) return undefined;
    return [...((item.scope === 'bulk' ? config.permissions.list : detail) ?? []), ...item.permissions];
  }
  return viewPermissions([config], resource, action);
}

/** Requirements of react-admin's own actions (list, show, create, …), which the resource summaries carry. */
export function viewPermissions(
  registry: readonly Pick<ResourceConfig, 'name' | 'route' | 'permissions'>[],
  resource: string,
  action: string,
): readonly PermissionRequirement[] | undefined {
  const view = Object.hasOwn(VIEW_OF_ACTION, action) ? VIEW_OF_ACTION[action] : undefined;
  return view ? findResource(registry, resource)?.permissions[view] : undefined;
}

/** What the cross-checks read of the other resources (a summary is enough). */
type Named = Pick<ResourceConfig, 'name' | 'route'>;

/** Problems between resources: duplicate names or routes, references and related lists to unknown resources. */
export function registryIssues(resource: ResourceConfig, others: readonly Named[]): SchemaIssue[] {
  const issues: SchemaIssue[] = [];
  const names = new Set([resource.name, ...others.map((item) => item.name)]);
  if (others.some((item) => item.name === resource.name))
    issues.push({ path: 'name', message: `"${resource.name}" is already declared` });
  if (others.some((item) => item.route === resource.route))
    issues.push({ path: 'route', message: `"${resource.route}" is already used` });
  const unknown = (path: string, name: string) => {
    if (!names.has(name)) issues.push({ path, message: `unknown resource "${name}"` });
  };
  resource.fields.forEach((field, index) => {
    if ('reference' in field && field.reference) unknown(`fields[${index}].reference`, field.reference);
  });
  const rowClick = resource.list.rowClick;
  if (typeof rowClick === 'object')
    if ('list' in rowClick) unknown('list.rowClick.list', rowClick.list);
    else unknown('list.rowClick.resource', rowClick.resource);
  routedTabs(resource.detail.tabs).forEach(({ tab }) =>
    tab.sections.forEach((section, sectionIndex) =>
      section.related?.forEach((related, index) =>
        unknown(
          `detail.tabs[${tab.path}].sections[${sectionIndex}].related[${index}].resource`,
          related.resource,
        ),
      ),
    ),
  );
  return issues;
}

/** The custom React the areas' manifests declare (their summaries name it). */
export const AREA_NAMES: CustomNames = {
  components: new Set(areaSummaries.flatMap((area) => area.components)),
  inputs: new Set(areaSummaries.flatMap((area) => area.inputs)),
};

/** The names and addresses of the areas' pages, which a page ops declare in JSON may not take again. */
export const areaPageAddresses: readonly { name: string; path: string }[] = areaSummaries.flatMap((area) =>
  area.pages.map(({ name, path }) => ({ name, path })),
);

/** Checks cross-resource consistency of declared resources; throws with every problem. */
export function validateRegistry(
  resources: ResourceConfig[],
  names: CustomNames = AREA_NAMES,
): readonly ResourceConfig[] {
  resources.forEach((resource, index) => {
    const others = resources.filter((_, other) => other !== index);
    const issues = [...registryIssues(resource, others), ...customNameIssues(resource, names)];
    if (issues.length > 0)
      throw new Error(`Resource "${resource.name}": ${issues.map(formatIssue).join('; ')}`);
  });
  return Object.freeze([...resources]);
}

/** A runtime resource file that could not be used, with a message naming the file and the invalid path. */
export interface ResourceLoadError {
  file: string;
  message: string;
  /** Each problem with its path, when known (the message joins them). */
  issues?: SchemaIssue[];
}

/**
 * The registry of a running console: the built-in resources plus the valid runtime ones (in file order). A runtime
 * resource clashing with the others is left out with an error; every other resource keeps working.
 */
export function buildRegistry<T extends Named>(
  builtIn: readonly T[],
  runtime: readonly { file: string; config: ResourceConfig }[],
  names: CustomNames = AREA_NAMES,
): { registry: readonly (T | ResourceConfig)[]; errors: ResourceLoadError[] } {
  const accepted: (T | ResourceConfig)[] = [...builtIn];
  const errors: ResourceLoadError[] = [];
  // References may point at runtime resources declared later in the list, so check against all candidates.
  const candidates = [...builtIn, ...runtime.map((item) => item.config)];
  for (const { file, config } of runtime) {
    const issues = registryIssues(config, accepted).filter(
      (issue) => !issue.message.startsWith('unknown resource'),
    );
    issues.push(
      ...registryIssues(
        config,
        candidates.filter((other) => other !== config),
      ).filter((issue) => issue.message.startsWith('unknown resource')),
      ...customNameIssues(config, names),
    );
    if (issues.length > 0)
      errors.push({ file, message: `${file}: ${issues.map(formatIssue).join('; ')}`, issues });
    else accepted.push(config);
  }
  return { registry: Object.freeze(accepted), errors };
}
