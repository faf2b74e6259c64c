import type { FieldConfig, FieldInput, ResourceConfig, ResourceInput } from './types';

const NAME_PATTERN = /^[a-z][a-zA-Z0-9]*$/;
const ROUTE_PATTERN = /^[a-z][a-z0-9-]*(\/[a-z][a-z0-9-]*)*$/;
const TAB_PATTERN = /^[a-zA-Z][a-zA-Z0-9-]*(\/[a-zA-Z][a-zA-Z0-9-]*)*$/;
/** Tab paths that redirect to overview (SPEC §2), so they cannot be tabs themselves. */
const RESERVED_TABS = ['basic'];

/** The i18n key of a resource field's label. */
export const fieldLabelKey = (resource: string, source: string) => `resources.${resource}.fields.${source}`;

/**
 * Validates a resource declaration and returns it complete and frozen: labels become i18n keys derived from the
 * resource and field names, defaults are filled in. Throws at start-up with a precise message on any inconsistency.
 */
export function defineResource(input: ResourceInput): ResourceConfig {
  const fail = (message: string): never => {
    throw new Error(`Resource "${input.name}": ${message}`);
  };
  if (!NAME_PATTERN.test(input.name)) fail('name must be camelCase letters and digits');
  if (!ROUTE_PATTERN.test(input.route))
    fail(`route "${input.route}" must be lower-case segments without slashes around`);

  const fields = input.fields.map((field) => completeField(input.name, field));
  const sources = new Set<string>();
  for (const field of fields) {
    if (sources.has(field.source)) fail(`field "${field.source}" is declared twice`);
    sources.add(field.source);
  }
  const requireField = (where: string, source: string) => {
    if (!sources.has(source)) fail(`${where} "${source}" is not a declared field`);
  };
  const idField = input.idField ?? 'id';
  requireField('id field', idField);
  requireField('representation', input.representation);
  input.list.columns.forEach((source) => requireField('list column', source));
  if (input.list.columns.length === 0) fail('the list needs at least one column');

  const sortable = fields.filter((field) => field.sortable).map((field) => field.sortField);
  if (!sortable.includes(input.list.defaultSort.field)) {
    fail(`default sort "${input.list.defaultSort.field}" is not a sortable field`);
  }

  const tabs = input.detail.tabs.map((tab) => ({
    ...tab,
    label: tab.label ?? `resources.${input.name}.tabs.${tab.path}`,
  }));
  if (tabs[0]?.path !== 'overview') fail('the first detail tab must be "overview" (default sub-path)');
  for (const tab of tabs) {
    if (!TAB_PATTERN.test(tab.path) || RESERVED_TABS.includes(tab.path))
      fail(`tab path "${tab.path}" is not allowed`);
    tab.fields.forEach((source) => requireField(`tab "${tab.path}" field`, source));
  }
  if (new Set(tabs.map((tab) => tab.path)).size !== tabs.length) fail('tab paths must be unique');

  for (const field of fields) {
    if (field.type === 'reference' && field.labelSource)
      requireField('reference label source', field.labelSource);
    if ((field.type === 'enum' || field.type === 'flags') && field.choices.length === 0) {
      fail(`field "${field.source}" needs choices`);
    }
  }
  for (const call of [input.api.get, input.api.update, input.api.delete]) {
    if (call && !call.path.includes('{id}')) fail(`api path "${call.path}" must contain {id}`);
  }
  if (!input.permissions.list || !input.permissions.detail)
    fail('permissions for list and detail are required');

  const filters = (input.list.filters ?? []).map((filter) => ({
    ...filter,
    label:
      filter.label ??
      (filter.type === 'search' ? 'ra.action.search' : fieldLabelKey(input.name, filter.source)),
    alwaysOn: filter.alwaysOn ?? filter.type === 'search',
  }));

  const config: ResourceConfig = {
    name: input.name,
    route: input.route,
    idField,
    representation: input.representation,
    label: `resources.${input.name}.name`,
    ...(input.icon ? { icon: input.icon } : {}),
    api: input.api,
    fields,
    list: {
      columns: input.list.columns,
      defaultSort: input.list.defaultSort,
      perPage: input.list.perPage ?? 25,
      filters,
    },
    detail: { tabs },
    permissions: input.permissions,
  };
  // A structured clone proves the config is plain data and detaches it from the caller's objects.
  return deepFreeze(structuredClone(config));
}

/** Every i18n key a resource configuration refers to (used to check the message catalogue is complete). */
export function resourceMessageKeys(config: ResourceConfig): string[] {
  const keys = [config.label, ...config.fields.map((field) => field.label)];
  config.fields.forEach((field) => {
    if (field.type === 'enum' || field.type === 'flags')
      keys.push(...field.choices.map((choice) => choice.label));
  });
  keys.push(
    ...config.detail.tabs.map((tab) => tab.label),
    ...config.list.filters.map((filter) => filter.label),
  );
  return [...new Set(keys)];
}

function completeField(resource: string, field: FieldInput): FieldConfig {
  const sortable = field.sortable ?? !['tags', 'flags'].includes(field.type);
  return {
    ...field,
    label: field.label ?? fieldLabelKey(resource, field.source),
    sortable,
    sortField: field.sortField ?? field.source,
  } as FieldConfig;
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    Object.values(value).forEach(deepFreeze);
    Object.freeze(value);
  }
  return value;
}
