import { defineResource } from '../defineResource';

/**
 * Languages (SPEC §2 "Languages"): the platform's catalogue at /administration/languages, detail tabs overview and
 * relations (the tenant context's flows and grammars in that language).
 */
export const languagesResource = defineResource({
  name: 'languages',
  route: 'administration/languages',
  representation: 'name',
  icon: 'language',
  api: {
    list: { path: '/administration/languages' },
    get: { path: '/administration/languages/{id}' },
    update: { path: '/administration/languages/{id}' },
  },
  search: ['name', 'code'],
  fields: [
    { source: 'id', type: 'number' },
    { source: 'code', type: 'text' },
    { source: 'name', type: 'text' },
    { source: 'ttsVoice', type: 'text' },
    { source: 'enabled', type: 'boolean' },
    { source: 'flowCount', type: 'number' },
    { source: 'grammarCount', type: 'number' },
    { source: 'created', type: 'datetime' },
  ],
  list: {
    columns: ['code', 'name', 'ttsVoice', 'enabled', 'flowCount', 'grammarCount'],
    optionalColumns: ['created'],
    defaultSort: { field: 'name', order: 'ASC' },
    filters: [
      { source: 'q', type: 'search' },
      { source: 'enabled', type: 'boolean' },
    ],
  },
  detail: {
    tabs: [
      {
        path: 'overview',
        fields: ['id', 'code', 'name', 'ttsVoice', 'enabled', 'flowCount', 'grammarCount', 'created'],
      },
      {
        path: 'relations',
        related: [
          {
            resource: 'flows',
            target: 'idLanguage',
            apiPath: '/administration/languages/{id}/flows',
            columns: ['name', 'folderName', 'version', 'modified'],
          },
          { resource: 'grammars', target: 'idLanguage', columns: ['name', 'kind', 'updated'] },
        ],
      },
    ],
  },
  form: {
    edit: [
      { source: 'name', validate: [{ name: 'required' }] },
      { source: 'ttsVoice' },
      { source: 'enabled' },
    ],
  },
  permissions: {
    list: [{ area: 'Language', action: 'view' }],
    detail: [{ area: 'Language', action: 'view' }],
    edit: [{ area: 'Language', action: 'edit' }],
    export: [{ area: 'Language', action: 'view' }],
  },
});
