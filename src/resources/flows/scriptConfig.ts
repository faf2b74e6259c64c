import type { ActionInput } from '../schema/actionSchema';
import type { FieldInput } from '../field-types/fieldTypes';
import type { InputSpec } from '../schema/inputSchema';
import { namedReference } from '../namedReference';

/** What flows and components (both call scripts) configure alike, by their API collection and permission area. */
export interface ScriptKindConfig {
  collection: 'flows' | 'components';
  area: 'CallScript' | 'Component';
}

const NAME_RULES = [{ name: 'required' as const }, { name: 'minLength' as const, n: 3 }];

/** The calls of a call-script collection: list, one record, and the edit of name and description. */
export const scriptApi = (collection: ScriptKindConfig['collection']) => ({
  list: { path: `/designer/${collection}` },
  get: { path: `/designer/${collection}/{id}` },
  update: { path: `/designer/${collection}/{id}` },
  create: { path: `/designer/${collection}` },
});

/** The fields of a call script as the API answers it (list rows and the detail). */
export const scriptFields = (): FieldInput[] => [
  { source: 'id', type: 'number' },
  { source: 'name', type: 'text' },
  { source: 'description', type: 'longText', sortable: false },
  { source: 'folderName', type: 'text' },
  { source: 'language', type: 'text' },
  ...namedReference('idLanguage', 'languages', 'languageName'),
  { source: 'version', type: 'number' },
  { source: 'channels', type: 'flags', enumeration: 'channel' },
  { source: 'processKind', type: 'enum', enumeration: 'processKind' },
  { source: 'tags', type: 'tags' },
  { source: 'variables', type: 'tags' },
  { source: 'createdBy', type: 'text' },
  { source: 'modifiedBy', type: 'text' },
  { source: 'created', type: 'datetime' },
  { source: 'modified', type: 'datetime' },
  // Only sent when creating: the content the first version starts from.
  { source: 'template', type: 'enum', enumeration: 'flowTemplate', sortable: false },
];

/** Name and description, the edit form of the overview (the API checks the same rules). */
export const scriptEditInputs: InputSpec[] = [
  { source: 'name', validate: NAME_RULES },
  { source: 'description' },
];

/** The create form: name, language and starting template; flows also pick a folder (components have none). */
export const scriptCreateInputs = (withFolder: boolean): InputSpec[] => [
  { source: 'name', validate: NAME_RULES },
  ...(withFolder ? [{ source: 'idFolder', component: 'flowFolderPicker' }] : []),
  { source: 'idLanguage' },
  { source: 'template', validate: [{ name: 'required' }], defaultValue: 'menu' },
];

/** Duplicate (a name dialog; the copy opens) and revert (a row of the history; the history tab runs it). */
export const scriptActions = ({ collection, area }: ScriptKindConfig): ActionInput[] => [
  {
    name: 'duplicate',
    scope: 'record',
    icon: 'copy',
    call: { path: `/designer/${collection}/{id}/duplicate` },
    // The form starts from the free name the detail call suggests ("Copy of …"), not the script's own name.
    form: [{ source: 'name', validate: NAME_RULES, initialSource: 'copyName' }],
    onSuccess: 'openResult',
    resultPath: 'id',
    permissions: [{ area, action: 'duplicate' }],
  },
  {
    name: 'revert',
    scope: 'row',
    icon: 'history',
    call: { path: `/designer/${collection}/{id}/revert`, body: { version: '{rowId}' } },
    permissions: [{ area, action: 'revert' }],
  },
];
