import type { InputSpec, ResourceInput } from '../resourceInput';
import type { SchemaIssue } from './schemaKit';

/** Tab paths that redirect to overview (SPEC §2), so they cannot be tabs themselves. */
const RESERVED_TABS = ['basic'];
const SORT_EXEMPT = ['tags', 'flags', 'referenceList', 'json', 'secret'];

/**
 * Checks what a schema cannot: that names used across a well-formed configuration point at declared fields, tabs and
 * calls. Every problem comes with the path of the offending value.
 */
export function consistencyIssues(input: ResourceInput): SchemaIssue[] {
  const issues: SchemaIssue[] = [];
  const add = (path: string, message: string) => issues.push({ path, message });
  const fields = new Map(input.fields.map((field) => [field.source, field]));
  const declared = (path: string, source: string) => {
    if (!fields.has(source)) add(path, `"${source}" is not a declared field`);
  };

  const seen = new Set<string>();
  input.fields.forEach((field, index) => {
    if (seen.has(field.source)) add(`fields[${index}].source`, `"${field.source}" is declared twice`);
    seen.add(field.source);
    if ((field.type === 'reference' || field.type === 'referenceList') && field.labelSource)
      declared(`fields[${index}].labelSource`, field.labelSource);
  });
  declared('idField', input.idField ?? 'id');
  declared('representation', input.representation);

  input.list.columns.forEach((column, index) => declared(`list.columns[${index}]`, column));
  input.list.optionalColumns?.forEach((column, index) => {
    declared(`list.optionalColumns[${index}]`, column);
    if (input.list.columns.includes(column))
      add(`list.optionalColumns[${index}]`, `"${column}" is already a default column`);
  });
  const sortable = input.fields
    .filter((field) => field.sortable ?? !SORT_EXEMPT.includes(field.type))
    .map((field) => field.sortField ?? field.source);
  if (!sortable.includes(input.list.defaultSort.field))
    add('list.defaultSort.field', `"${input.list.defaultSort.field}" is not a sortable field`);
  input.list.filters?.forEach((filter, index) => {
    const field = fields.get(filter.source);
    if (filter.type === 'enum' && field?.type !== 'enum' && field?.type !== 'flags')
      add(
        `list.filters[${index}].source`,
        `an enum filter needs an enum field, "${filter.source}" is not one`,
      );
    if (filter.type === 'reference' && field?.type !== 'reference')
      add(
        `list.filters[${index}].source`,
        `a reference filter needs a reference field, "${filter.source}" is not one`,
      );
  });

  const tabs = input.detail.tabs;
  if (tabs[0] && tabs[0].path !== 'overview')
    add(
      'detail.tabs[0].path',
      `the first tab must be "overview" (the default sub-path), got "${tabs[0].path}"`,
    );
  const tabPaths = new Set<string>();
  tabs.forEach((tab, index) => {
    const path = `detail.tabs[${index}]`;
    if (RESERVED_TABS.includes(tab.path))
      add(`${path}.path`, `"${tab.path}" redirects to overview and cannot be a tab`);
    if (tabPaths.has(tab.path)) add(`${path}.path`, `"${tab.path}" is used twice`);
    tabPaths.add(tab.path);
    const kinds = [tab.fields, tab.related, tab.component].filter((kind) => kind !== undefined).length;
    if (kinds !== 1) add(path, 'needs exactly one of "fields", "related" or "component"');
    tab.fields?.forEach((source, fieldIndex) => declared(`${path}.fields[${fieldIndex}]`, source));
  });

  const calls = { get: input.api.get, update: input.api.update, delete: input.api.delete };
  for (const [kind, callSpec] of Object.entries(calls)) {
    if (callSpec && !callSpec.path.includes('{id}')) add(`api.${kind}.path`, `must contain {id}`);
  }
  checkForm('create', input.form?.create, input.api.create, input.permissions.create);
  checkForm('edit', input.form?.edit, input.api.update, input.permissions.edit);
  if (input.list.bulkDelete && (!input.api.delete || !input.permissions.delete))
    add('list.bulkDelete', 'needs api.delete and permissions.delete');

  const actionNames = new Set<string>();
  input.actions?.forEach((action, index) => {
    const path = `actions[${index}]`;
    if (actionNames.has(action.name) || action.name === 'edit' || action.name === 'create')
      add(`${path}.name`, `"${action.name}" is already used`);
    actionNames.add(action.name);
    const hasId = action.call.path.includes('{id}');
    if (action.scope === 'record' && !hasId)
      add(`${path}.call.path`, 'a record action path must contain {id}');
    if (action.scope === 'bulk' && hasId)
      add(`${path}.call.path`, 'a bulk action path must not contain {id}');
    if (action.tab !== undefined && !tabs.some((tab) => tab.path === action.tab))
      add(`${path}.tab`, `"${action.tab}" is not a tab of this resource`);
    if (action.onSuccess === 'openResult' && action.scope === 'bulk')
      add(`${path}.onSuccess`, 'a bulk action cannot open a result');
    checkInputs(`${path}.form`, action.form);
  });
  return issues;

  function checkForm(kind: string, inputs: InputSpec[] | undefined, callSpec: unknown, permission: unknown) {
    if (!inputs) return;
    if (!callSpec) add(`form.${kind}`, `needs api.${kind === 'edit' ? 'update' : 'create'}`);
    if (!permission) add(`form.${kind}`, `needs permissions.${kind}`);
    checkInputs(`form.${kind}`, inputs);
  }

  function checkInputs(path: string, inputs: InputSpec[] | undefined) {
    const names = new Set<string>();
    inputs?.forEach((item, index) => {
      declared(`${path}[${index}].source`, item.source);
      if (names.has(item.source)) add(`${path}[${index}].source`, `"${item.source}" is used twice`);
      names.add(item.source);
    });
    inputs?.forEach((item, index) =>
      item.validate?.forEach((spec, specIndex) => {
        if (spec.name === 'match' && spec.field !== undefined && !names.has(spec.field))
          add(
            `${path}[${index}].validate[${specIndex}].field`,
            `"${spec.field}" is not an input of this form`,
          );
      }),
    );
  }
}
