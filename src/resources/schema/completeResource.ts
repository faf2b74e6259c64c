import type { IconName } from '../framework/iconNames';
import { ENUMERATIONS, enumerationLabelKey } from '../../shared/enumerations';
import { CORE_LIST_QUERY } from '../../shared/listQuery';
import { isSortableType } from '../field-types/fieldTypeRegistry';
import type { ParsedResource } from './resourceSchema';
import type { ParsedLeafTab, ParsedTab } from './tabSchema';

/** The i18n key of a resource field's label. */
const fieldLabelKey = (resource: string, source: string) => `resources.${resource}.fields.${source}`;

export type ParsedField = ParsedResource['fields'][number];

/** The section a route belongs to when a configuration does not declare one. */
export function sectionOfRoute(route: string): 'flows' | 'campaigns' | 'administration' {
  const first = route.split('/')[0];
  return first === 'flows' || first === 'campaigns' ? first : 'administration';
}

/**
 * Completes a valid configuration: derived labels (i18n keys `resources.{name}.…`), choices of enumerations, call
 * methods, the detail route and tab sections. The result is frozen plain data (a structured clone proves it).
 */
export function completeResource(input: ParsedResource) {
  const key = (...parts: string[]) => ['resources', input.name, ...parts].join('.');
  const { list, detail, api } = input;
  const tabs = (detail?.tabs ?? []).map((tab) => completeTab(input.name, tab));
  const config = {
    name: input.name,
    route: input.route,
    embedded: input.embedded,
    section: input.section ?? sectionOfRoute(input.route),
    idField: input.idField,
    key: input.key ?? [input.idField],
    representation: input.representation,
    label: key('name'),
    ...(input.icon ? { icon: input.icon } : {}),
    ...(input.messages ? { messages: input.messages } : {}),
    ...(input.navigation !== undefined ? { navigation: input.navigation } : {}),
    ...(input.feature !== undefined ? { feature: input.feature } : {}),
    ...(input.parent !== undefined ? { parent: input.parent } : {}),
    ...(input.within !== undefined ? { within: input.within } : {}),
    api: {
      base: api.base,
      list: { ...api.list, query: { ...CORE_LIST_QUERY, ...api.list.query } },
      get: completeCall(api.get, 'GET'),
      ...(api.create ? { create: completeCall(api.create, 'POST') } : {}),
      ...(api.update ? { update: completeCall(api.update, 'PUT') } : {}),
      ...(api.delete ? { delete: completeCall(api.delete, 'DELETE') } : {}),
    },
    fields: input.fields.map((field) => completeField(input.name, field)),
    ...(input.search
      ? {
          search: input.search.map((field) =>
            typeof field === 'string' ? { field, match: 'contains' as const } : field,
          ),
        }
      : {}),
    list: {
      ...list,
      filters: list.filters.map((filter) => ({
        ...filter,
        label:
          filter.label ??
          (filter.type === 'search' ? 'ra.action.search' : fieldLabelKey(input.name, filter.source)),
        alwaysOn: filter.alwaysOn ?? filter.type === 'search',
      })),
      rowClick: list.rowClick ?? (tabs.length > 0 ? 'detail' : 'none'),
      views: (list.views ?? []).map((view) => ({
        ...view,
        label: view.label ?? key('views', view.path),
        permissions: view.permissions ?? [],
      })),
    },
    detail: {
      route: detail?.route ?? `detail/${(input.key ?? ['id']).map((part) => `:${part}`).join('/')}`,
      ...(detail?.header ? { header: detail.header } : {}),
      ...(detail?.idPattern ? { idPattern: detail.idPattern } : {}),
      ...(detail?.strictId ? { strictId: true } : {}),
      ...(detail?.aliasLookup ? { aliasLookup: detail.aliasLookup } : {}),
      tabs,
    },
    form: input.form,
    actions: input.actions.map(({ confirm, call, ...action }) => ({
      ...action,
      label: action.label ?? key('actions', action.name),
      successMessage: action.successMessage ?? key('actions', `${action.name}_done`),
      call: completeCall(call, 'POST'),
      ...(confirm === undefined || confirm === false
        ? {}
        : {
            confirm: {
              message:
                typeof confirm === 'string'
                  ? confirm
                  : ((confirm === true ? undefined : confirm.message) ??
                    key('actions', `${action.name}_confirm`)),
              ...(typeof confirm === 'object' && confirm.typeField ? { typeField: confirm.typeField } : {}),
            },
          }),
    })),
    permissions: input.permissions,
  };
  return deepFreeze(structuredClone(config));
}

function completeCall<C extends { method?: string; path: string; dataPath?: string }>(
  call: C,
  method: string,
) {
  return {
    ...call,
    method: (call.method ?? method) as NonNullable<C['method']>,
    dataPath: call.dataPath ?? '',
  };
}

/** A field as the completed configuration holds it: its label key, sort flags and the choices of its enumeration. */
export function completeField(resource: string, field: ParsedField) {
  const common = {
    label: field.label ?? fieldLabelKey(resource, field.source),
    sortable: field.sortable ?? isSortableType(field.type),
    sortField: field.sortField ?? field.source,
  };
  if (field.type === 'enum' || field.type === 'flags') {
    const name = field.enumeration;
    const choices =
      field.choices ??
      (name
        ? ENUMERATIONS[name].values.map((item) => ({
            value: item.value,
            label: enumerationLabelKey(name, item.key),
            icon: item.icon as IconName | undefined,
          }))
        : []);
    return { ...field, ...common, choices };
  }
  if (field.type === 'secret') {
    const { reveal, ...rest } = field;
    return { ...rest, ...common, ...(reveal ? { reveal: completeCall(reveal, 'GET') } : {}) };
  }
  return { ...field, ...common };
}

function completeTab(resource: string, tab: ParsedTab, parent?: string): CompletedTab {
  const path = parent ? `${parent}/${tab.path}` : tab.path;
  const { fields, related, component, chart, sections, children, source, form, ...rest } = tab;
  const shorthand = { fields, related, component, chart };
  const hasShorthand = Object.values(shorthand).some((item) => item !== undefined);
  return {
    ...rest,
    path,
    segment: tab.path,
    label: tab.label ?? `resources.${resource}.tabs.${tab.path}`,
    permissions: tab.permissions ?? [],
    sections: sections
      ? sections.map(({ source: own, ...section }) => ({
          ...section,
          ...(own ? { source: completeSource(resource, own) } : {}),
        }))
      : hasShorthand
        ? [stripUndefined(shorthand)]
        : [],
    children: (children ?? []).map((child: ParsedLeafTab) => completeTab(resource, child, path)),
    ...(source ? { source: completeSource(resource, source) } : {}),
    ...(form ? { form } : {}),
  };
}

type ParsedSource = NonNullable<ParsedTab['source']>;
type CompletedField = ReturnType<typeof completeField>;
/** A tab's or a section's own record: its call and its completed fields. */
type CompletedSource = Omit<ParsedSource, 'fields'> & { fields: CompletedField[] };
type Section = Omit<NonNullable<ParsedTab['sections']>[number], 'source'> & { source?: CompletedSource };

const completeSource = (resource: string, source: ParsedSource): CompletedSource => ({
  ...source,
  fields: source.fields.map((field) => completeField(resource, field)),
});

/** A completed tab: content in `sections`, a group's tabs in `children` (their `path` is the full sub-path). */
export interface CompletedTab {
  path: string;
  segment: string;
  label: string;
  permissions: NonNullable<ParsedTab['permissions']>;
  sections: Section[];
  children: CompletedTab[];
  source?: CompletedSource;
  form?: NonNullable<ParsedTab['form']>;
  feature?: ParsedTab['feature'];
}

const stripUndefined = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined)) as T;

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    Object.values(value).forEach(deepFreeze);
    Object.freeze(value);
  }
  return value;
}
