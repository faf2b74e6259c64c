import { defineResource } from '../defineResource';
import type { InputSpec } from '../schema/inputSchema';

const inputs: InputSpec[] = [
  {
    source: 'name',
    validate: [
      { name: 'required' },
      { name: 'minLength', n: 3 },
      {
        name: 'unique',
        path: '/assets/grammars/exists',
        message: 'resources.grammars.validation.name_exists',
      },
    ],
  },
  { source: 'description' },
  { source: 'kind', validate: [{ name: 'required' }], defaultValue: 'keywords' },
  { source: 'idLanguage', validate: [{ name: 'required' }] },
  { source: 'content', validate: [{ name: 'required' }] },
];

/**
 * Grammars (SPEC §2 "Grammars"): list at /administration/grammars, detail …/detail/{idGrammar}/overview; a
 * duplicate action and the name-existence check as an asynchronous validator (SPEC §5).
 */
export const grammarsResource = defineResource({
  name: 'grammars',
  route: 'administration/grammars',
  representation: 'name',
  icon: 'grammar',
  api: {
    list: { path: '/assets/grammars' },
    get: { path: '/assets/grammars/{id}' },
    create: { path: '/assets/grammars' },
    update: { path: '/assets/grammars/{id}' },
  },
  search: ['name'],
  fields: [
    { source: 'id', type: 'number' },
    { source: 'name', type: 'text' },
    { source: 'description', type: 'longText', sortable: false },
    {
      source: 'kind',
      type: 'enum',
      choices: [
        { value: 'keywords', label: 'resources.grammars.kinds.keywords', icon: 'chat' },
        { value: 'regex', label: 'resources.grammars.kinds.regex', icon: 'grammar' },
        { value: 'srgs', label: 'resources.grammars.kinds.srgs', icon: 'description' },
      ],
    },
    { source: 'content', type: 'longText', sortable: false },
    {
      source: 'idLanguage',
      type: 'reference',
      reference: 'languages',
      labelSource: 'languageName',
      sortField: 'languageName',
    },
    { source: 'languageName', type: 'text' },
    { source: 'flowCount', type: 'number' },
    { source: 'created', type: 'datetime' },
    { source: 'updated', type: 'datetime' },
  ],
  list: {
    columns: ['name', 'kind', 'idLanguage', 'flowCount', 'updated'],
    optionalColumns: ['description', 'created'],
    defaultSort: { field: 'name', order: 'ASC' },
    filters: [
      { source: 'q', type: 'search' },
      { source: 'kind', type: 'enum' },
      { source: 'idLanguage', type: 'reference' },
    ],
  },
  detail: {
    tabs: [
      {
        path: 'overview',
        fields: [
          'id',
          'name',
          'description',
          'kind',
          'idLanguage',
          'content',
          'flowCount',
          'created',
          'updated',
        ],
      },
      {
        // The flows whose current version's listen nodes match this grammar (issue 33.6).
        path: 'usedInFlows',
        related: [
          {
            resource: 'flows',
            target: 'id',
            apiPath: '/assets/grammars/{id}/flows',
            columns: ['name', 'idFolder', 'version', 'modified'],
          },
        ],
      },
    ],
  },
  form: { create: inputs, edit: inputs },
  actions: [
    {
      name: 'duplicate',
      scope: 'record',
      icon: 'copy',
      call: { path: '/assets/grammars/{id}/duplicate' },
      confirm: true,
      onSuccess: 'openResult',
      resultPath: 'id',
      permissions: [{ area: 'Grammar', action: 'create' }],
    },
  ],
  permissions: {
    list: [{ area: 'Grammar', action: 'view' }],
    detail: [{ area: 'Grammar', action: 'view' }],
    create: [{ area: 'Grammar', action: 'create' }],
    edit: [{ area: 'Grammar', action: 'edit' }],
    export: [{ area: 'Grammar', action: 'view' }],
  },
});
