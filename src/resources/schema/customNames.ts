import type { SchemaIssue } from './issueText';
import { name } from './primitives';

/**
 * The name a configuration gives to custom React (`"component": "permissionEditor"`): custom tab sections, headers,
 * field displays and list asides. The areas' manifests declare the names; the registry checks each configuration
 * against them (`customNameIssues`), so this schema knows no area.
 */
export const customComponentName = name.meta({ id: 'customComponentName' });

/** The name of a custom form input (`"component": "flowFolderPicker"`), declared by an area's manifest. */
export const customInputName = name.meta({ id: 'customInputName' });

/** The names the areas declare. */
export interface CustomNames {
  components: ReadonlySet<string>;
  inputs: ReadonlySet<string>;
}

// Arrays of form inputs: a resource's create and edit forms, a tab's form inputs, an action's form.
const INPUT_LISTS = new Set(['create', 'edit', 'inputs', 'form']);

/** Every name in a configuration that no area declares, with its path. */
export function customNameIssues(config: unknown, names: CustomNames): SchemaIssue[] {
  const issues: SchemaIssue[] = [];
  const check = (path: string, value: string, known: ReadonlySet<string>, kind: string) => {
    if (!known.has(value)) issues.push({ path, message: `unknown ${kind} "${value}"` });
  };
  const visit = (value: unknown, path: string, inputs: boolean) => {
    if (Array.isArray(value)) {
      value.forEach((item, index) => visit(item, `${path}[${index}]`, inputs));
      return;
    }
    if (typeof value !== 'object' || value === null) return;
    for (const [key, item] of Object.entries(value)) {
      const at = path ? `${path}.${key}` : key;
      if (
        typeof item === 'string' &&
        (key === 'component' || at === 'list.aside' || at === 'detail.header')
      ) {
        if (key === 'component' && inputs) check(at, item, names.inputs, 'input');
        else check(at, item, names.components, 'component');
      } else visit(item, at, Array.isArray(item) && INPUT_LISTS.has(key));
    }
  };
  visit(config, '', false);
  return issues;
}
