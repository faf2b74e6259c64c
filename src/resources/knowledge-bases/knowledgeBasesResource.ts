import { defineResource } from '../defineResource';
import { removeAction } from '../removeAction';
import { namedReference } from '../namedReference';
import type { InputSpec } from '../schema/inputSchema';
import { NAME_RULES } from '../telephonyRules';

const view = [{ area: 'KnowledgeBase', action: 'view' }];
const edit = [{ area: 'KnowledgeBase', action: 'edit' }];
const inputs: InputSpec[] = [
  { source: 'name', validate: NAME_RULES },
  { source: 'description' },
  { source: 'idLanguage' },
];
const removeRow = (name: string, path: string) => ({
  name,
  scope: 'row' as const,
  icon: 'delete' as const,
  call: { method: 'DELETE' as const, path },
  confirm: true,
  permissions: edit,
});

/**
 * Knowledge bases of the tenant context and below (SPEC §3 "knowledge base (files, urls)"): list, detail with the
 * upload of files (size and type checked), the files and the https addresses crawled; also inside a tenant's
 * `data/knowledge-bases` tab.
 */
export const knowledgeBasesResource = defineResource({
  name: 'knowledgeBases',
  route: 'administration/knowledge-bases',
  representation: 'name',
  parent: { resource: 'tenants', field: 'idTenant', tab: 'data/knowledge-bases' },
  icon: 'description',
  api: {
    list: { path: '/knowledge-base/bases' },
    get: { path: '/knowledge-base/bases/{id}' },
    create: { path: '/knowledge-base/bases' },
    update: { path: '/knowledge-base/bases/{id}' },
  },
  search: ['name'],
  fields: [
    { source: 'id', type: 'number' },
    { source: 'name', type: 'text' },
    { source: 'description', type: 'longText', sortable: false },
    ...namedReference('idLanguage', 'languages', 'languageName'),
    ...namedReference('idTenant', 'tenants', 'tenantName'),
    { source: 'fileCount', type: 'number' },
    { source: 'urlCount', type: 'number' },
    { source: 'created', type: 'datetime' },
    { source: 'updated', type: 'datetime' },
  ],
  list: {
    columns: ['name', 'idLanguage', 'fileCount', 'urlCount', 'updated'],
    optionalColumns: ['idTenant', 'description', 'created'],
    defaultSort: { field: 'name', order: 'ASC' },
    filters: [
      { source: 'q', type: 'search' },
      { source: 'idTenant', type: 'reference' },
    ],
  },
  detail: {
    tabs: [
      {
        path: 'overview',
        sections: [
          { fields: ['id', 'name', 'description', 'idLanguage', 'idTenant', 'created', 'updated'] },
          {
            title: 'resources.knowledgeBases.sections.files',
            component: 'knowledgeBaseUpload',
            related: [
              {
                resource: 'knowledgeBaseFiles',
                target: 'idKnowledgeBase',
                rowActions: ['deleteFile'],
              },
            ],
          },
          {
            related: [
              {
                resource: 'knowledgeBaseUrls',
                target: 'idKnowledgeBase',
                rowActions: ['deleteUrl'],
                create: { defaults: { idKnowledgeBase: 'id' } },
              },
            ],
          },
        ],
      },
    ],
  },
  form: {
    create: [{ source: 'idTenant', validate: [{ name: 'required' }] }, ...inputs],
    edit: inputs,
  },
  actions: [
    removeRow('deleteFile', '/knowledge-base/files/{rowId}'),
    removeRow('deleteUrl', '/knowledge-base/urls/{rowId}'),
    removeAction('/knowledge-base/bases/{id}', edit),
  ],
  permissions: { list: view, detail: view, create: edit, edit, export: view },
});
