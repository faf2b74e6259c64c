import type { ParsedResource } from './resourceSchema';
import { placeholdersOf, routeParams } from './pathParts';
import { consistencyOfTabs } from './tabConsistency';

/** One problem of a well-formed configuration, at the path of the offending value. */
export interface PathIssue {
  path: (string | number)[];
  message: string;
}

const REFERENCE_TYPES = ['reference', 'referenceList'];

/**
 * Checks what the shape cannot: that names used across a configuration point at declared fields, tabs, actions,
 * route parameters and calls. Every problem comes with the path of the offending value.
 */
export function consistencyIssues(input: ParsedResource): PathIssue[] {
  const issues: PathIssue[] = [];
  const add = (path: PathIssue['path'], message: string) => issues.push({ path, message });
  const fields = new Map(input.fields.map((field) => [field.source, field]));
  const declared = (
    path: PathIssue['path'],
    source: string,
    known: ReadonlyMap<string, unknown> = fields,
  ) => {
    if (!known.has(source)) add(path, `"${source}" is not a declared field`);
  };

  const seen = new Set<string>();
  input.fields.forEach((field, index) => {
    if (seen.has(field.source)) add(['fields', index, 'source'], `"${field.source}" is declared twice`);
    seen.add(field.source);
    if (REFERENCE_TYPES.includes(field.type) && 'labelSource' in field && field.labelSource)
      declared(['fields', index, 'labelSource'], field.labelSource);
    if (field.type === 'money' && field.currencySource)
      declared(['fields', index, 'currencySource'], field.currencySource);
  });
  declared(['idField'], input.idField);
  declared(['representation'], input.representation);
  input.key?.forEach((part, index) => declared(['key', index], part));
  input.search?.forEach((field, index) =>
    declared(['search', index], typeof field === 'string' ? field : field.field),
  );

  checkList(input, add, declared);
  issues.push(...consistencyOfTabs(input, fields));
  checkCalls(input, add);
  checkForm('create', input.form.create, input.api.create, input.permissions.create);
  checkForm('edit', input.form.edit, input.api.update, input.permissions.edit);
  checkActions(input, add, checkInputs);
  return issues;

  function checkForm(
    kind: string,
    inputs: ParsedResource['form']['create'],
    call: unknown,
    permission: unknown,
  ) {
    if (!inputs) return;
    if (!call) add(['form', kind], `needs api.${kind === 'edit' ? 'update' : 'create'}`);
    if (!permission) add(['form', kind], `needs permissions.${kind}`);
    checkInputs(['form', kind], inputs);
  }

  function checkInputs(path: PathIssue['path'], inputs: ParsedResource['form']['create']) {
    const names = new Set<string>();
    inputs?.forEach((item, index) => {
      declared([...path, index, 'source'], item.source);
      if (names.has(item.source)) add([...path, index, 'source'], `"${item.source}" is used twice`);
      names.add(item.source);
    });
    inputs?.forEach((item, index) =>
      item.validate.forEach((spec, specIndex) => {
        if (spec.name === 'match' && spec.field !== undefined && !names.has(spec.field))
          add(
            [...path, index, 'validate', specIndex, 'field'],
            `"${spec.field}" is not an input of this form`,
          );
      }),
    );
  }
}

type Add = (path: PathIssue['path'], message: string) => void;

function checkList(
  input: ParsedResource,
  add: Add,
  declared: (path: PathIssue['path'], source: string) => void,
) {
  const { list } = input;
  const fields = new Map(input.fields.map((field) => [field.source, field]));
  list.columns.forEach((column, index) => declared(['list', 'columns', index], column));
  list.optionalColumns.forEach((column, index) => {
    declared(['list', 'optionalColumns', index], column);
    if (list.columns.includes(column))
      add(['list', 'optionalColumns', index], `"${column}" is already a default column`);
  });
  const sortField = list.defaultSort.field;
  const sortable = input.fields.some(
    (field) => (field.sortField ?? field.source) === sortField && field.sortable !== false,
  );
  if (!sortable) add(['list', 'defaultSort', 'field'], `"${sortField}" is not a sortable field`);
  list.filters.forEach((filter, index) => {
    if (filter.type === 'search') return;
    const type = fields.get(filter.source)?.type;
    const need = (ok: boolean, what: string) => {
      if (!ok)
        add(
          ['list', 'filters', index, 'source'],
          `${filter.type === 'enum' ? 'an' : 'a'} ${filter.type} filter needs ${what} field, "${filter.source}" is not one`,
        );
    };
    if (filter.type === 'enum') need(type === 'enum' || type === 'flags', 'an enum');
    if (filter.type === 'reference') need(type === 'reference', 'a reference');
    if (filter.type === 'dateRange') need(type === 'date' || type === 'datetime', 'a date');
  });
  const params = routeParams(input.route);
  Object.keys(list.routeFilters).forEach((param) => {
    if (!params.includes(param))
      add(['list', 'routeFilters', param], `"${param}" is not a parameter of the route`);
  });
  const views = new Set<string>();
  list.views?.forEach((view, index) => {
    if (views.has(view.path)) add(['list', 'views', index, 'path'], `"${view.path}" is used twice`);
    views.add(view.path);
  });
  if (list.bulkDelete && (!input.api.delete || !input.permissions.delete))
    add(['list', 'bulkDelete'], 'needs api.delete and permissions.delete');
}

/** Placeholders of record calls must be the id, key fields, declared fields or route parameters. */
function checkCalls(input: ParsedResource, add: Add) {
  const params = routeParams(input.route);
  const known = new Set(['id', ...params, ...input.fields.map((field) => field.source)]);
  const identified = (path: string) =>
    path.includes('{id}') || ((input.key ?? []).every((part) => path.includes(`{${part}}`)) && !!input.key);
  placeholdersOf(input.api.list.path).forEach((name) => {
    if (!params.includes(name)) add(['api', 'list', 'path'], `{${name}} is not a parameter of the route`);
  });
  for (const kind of ['get', 'update', 'delete'] as const) {
    const call = input.api[kind];
    if (!call) continue;
    if (!identified(call.path))
      add(['api', kind, 'path'], input.key ? 'must contain {id} or every key field' : 'must contain {id}');
    placeholdersOf(call.path).forEach((name) => {
      if (!known.has(name)) add(['api', kind, 'path'], `{${name}} is not a field or route parameter`);
    });
  }
}

function checkActions(
  input: ParsedResource,
  add: Add,
  checkInputs: (path: PathIssue['path'], inputs: ParsedResource['form']['create']) => void,
) {
  const names = new Set<string>();
  const fields = new Set(input.fields.map((field) => field.source));
  input.actions.forEach((action, index) => {
    const at = (...rest: (string | number)[]) => ['actions', index, ...rest];
    if (names.has(action.name) || action.name === 'edit' || action.name === 'create')
      add(at('name'), `"${action.name}" is already used`);
    names.add(action.name);
    const path = action.call.path;
    const hasId = path.includes('{id}');
    if (action.scope === 'record' && !hasId)
      add(at('call', 'path'), 'a record action path must contain {id}');
    if (action.scope === 'bulk' && hasId) add(at('call', 'path'), 'a bulk action path must not contain {id}');
    if (action.scope === 'row' && !`${path}${JSON.stringify(action.call.body ?? {})}`.includes('{rowId}'))
      add(at('call'), 'a row action must use {rowId} in its path or body');
    if (action.scope !== 'record' && action.tab !== undefined)
      add(at('tab'), 'only record actions sit on a tab');
    if (action.onSuccess === 'openResult' && action.scope === 'bulk')
      add(at('onSuccess'), 'a bulk action cannot open a result');
    if (
      typeof action.confirm === 'object' &&
      action.confirm.typeField &&
      !fields.has(action.confirm.typeField)
    )
      add(at('confirm', 'typeField'), `"${action.confirm.typeField}" is not a declared field`);
    checkInputs(at('form'), action.form);
  });
}
