import { ENUMERATIONS, enumerationLabelKey } from '../shared/enumerations';
import { sectionOfRoute } from './framework/sections';
import { consistencyIssues } from './schema/consistency';
import { resourceSchema } from './schema/resourceSchema';
import { formatIssue, parseWith, type SchemaIssue } from './schema/schemaKit';
import type { ActionConfig, FieldConfig, InputConfig, ListQueryMapping, ResourceConfig } from './types';
import type { FieldInput, InputSpec, ResourceInput } from './resourceInput';

/** How list calls send paging, sorting and filters unless a configuration says otherwise (the core API's way). */
export const DEFAULT_LIST_QUERY: ListQueryMapping = {
  page: 'page',
  pageSize: 'pageSize',
  sort: 'sort',
  order: 'order',
  filter: 'filter',
  filterStyle: 'json',
  firstPage: 1,
  orderCase: 'upper',
};

const UNSORTABLE_TYPES = ['tags', 'flags', 'referenceList', 'json', 'secret'];

/** The i18n key of a resource field's label. */
export const fieldLabelKey = (resource: string, source: string) => `resources.${resource}.fields.${source}`;

export type ResourceValidation = { ok: true; config: ResourceConfig } | { ok: false; issues: SchemaIssue[] };

/**
 * Validates any value (a TypeScript declaration or a parsed JSON file) against the one resource schema and the
 * consistency rules; when valid, returns the complete configuration (defaults filled in, labels as i18n keys).
 */
export function validateResource(value: unknown): ResourceValidation {
  const parsed = parseWith(resourceSchema, value);
  if (!parsed.ok) return parsed;
  const issues = consistencyIssues(parsed.value);
  if (issues.length > 0) return { ok: false, issues };
  return { ok: true, config: completeResource(parsed.value) };
}

/**
 * Declares a resource in TypeScript: the same validation as runtime JSON files, throwing at start-up with every
 * problem and its path. Returns frozen, plain serialisable data.
 */
export function defineResource(input: ResourceInput): ResourceConfig {
  const result = validateResource(input);
  if (!result.ok) {
    const label = typeof input?.name === 'string' ? input.name : '?';
    throw new Error(`Resource "${label}": ${result.issues.map(formatIssue).join('; ')}`);
  }
  return result.config;
}

function completeResource(input: ResourceInput): ResourceConfig {
  const key = (...parts: string[]) => ['resources', input.name, ...parts].join('.');
  const completeInputs = (inputs: InputSpec[] | undefined): InputConfig[] =>
    (inputs ?? []).map((item) => ({ validate: [], readOnly: false, submit: true, ...item }));
  const fields = input.fields.map((field) => completeField(input.name, field));

  const actions: ActionConfig[] = (input.actions ?? []).map(({ confirm, form, call, ...action }) => ({
    label: key('actions', action.name),
    onSuccess: 'refresh',
    resultPath: '',
    successMessage: key('actions', `${action.name}_done`),
    ...action,
    call: { method: 'POST', ...call },
    ...(confirm ? { confirm: confirm === true ? key('actions', `${action.name}_confirm`) : confirm } : {}),
    form: completeInputs(form),
  }));

  const { base = 'core', list, get, create, update, delete: remove } = input.api;
  const config: ResourceConfig = {
    name: input.name,
    route: input.route,
    section: input.section ?? sectionOfRoute(input.route),
    idField: input.idField ?? 'id',
    representation: input.representation,
    label: key('name'),
    ...(input.icon ? { icon: input.icon } : {}),
    ...(input.messages ? { messages: input.messages } : {}),
    api: {
      base,
      list: {
        method: 'GET',
        itemsPath: 'items',
        totalPath: 'total',
        ...list,
        query: { ...DEFAULT_LIST_QUERY, ...list.query } as ListQueryMapping,
      },
      get: { method: 'GET', ...get },
      ...(create ? { create: { method: 'POST', ...create } } : {}),
      ...(update ? { update: { method: 'PUT', ...update } } : {}),
      ...(remove ? { delete: { method: 'DELETE', ...remove } } : {}),
    },
    fields,
    list: {
      columns: input.list.columns,
      optionalColumns: input.list.optionalColumns ?? [],
      defaultSort: input.list.defaultSort,
      perPage: input.list.perPage ?? 25,
      filters: (input.list.filters ?? []).map((filter) => ({
        ...filter,
        label:
          filter.label ??
          (filter.type === 'search' ? 'ra.action.search' : fieldLabelKey(input.name, filter.source)),
        alwaysOn: filter.alwaysOn ?? filter.type === 'search',
      })),
      bulkDelete: input.list.bulkDelete ?? false,
    },
    detail: {
      tabs: input.detail.tabs.map(({ related, ...tab }) => ({
        label: key('tabs', tab.path),
        ...tab,
        permissions: tab.permissions ?? [],
        ...(related ? { related: related.map((item) => ({ perPage: 10, ...item })) } : {}),
      })),
    },
    form: {
      ...(input.form?.create ? { create: completeInputs(input.form.create) } : {}),
      ...(input.form?.edit ? { edit: completeInputs(input.form.edit) } : {}),
    },
    actions,
    permissions: input.permissions,
  };
  // A structured clone proves the config is plain data and detaches it from the caller's objects.
  return deepFreeze(structuredClone(config));
}

function completeField(resource: string, field: FieldInput): FieldConfig {
  const common = {
    label: field.label ?? fieldLabelKey(resource, field.source),
    sortable: field.sortable ?? !UNSORTABLE_TYPES.includes(field.type),
    sortField: field.sortField ?? field.source,
  };
  if ((field.type === 'enum' || field.type === 'flags') && field.enumeration) {
    const name = field.enumeration;
    const choices = ENUMERATIONS[name].values.map((item) => ({
      value: item.value,
      label: enumerationLabelKey(name, item.key),
      icon: item.icon,
    }));
    return { ...field, ...common, choices } as FieldConfig;
  }
  if (field.type === 'secret' && field.reveal) {
    return { ...field, ...common, reveal: { method: 'GET', ...field.reveal } };
  }
  return { ...field, ...common } as FieldConfig;
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
  config.detail.tabs.forEach((tab) => tab.related?.forEach((item) => item.label && keys.push(item.label)));
  config.actions.forEach((action) => {
    keys.push(action.label, action.successMessage);
    if (action.confirm) keys.push(action.confirm);
  });
  return [...new Set(keys)];
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    Object.values(value).forEach(deepFreeze);
    Object.freeze(value);
  }
  return value;
}
