import { defineResource } from '../defineResource';
import { wholeInRange } from '../telephonyRules';

const view = [{ area: 'KnowledgeBase', action: 'view' }];
const edit = [{ area: 'KnowledgeBase', action: 'edit' }];
const status = {
  type: 'enum' as const,
  choices: ['pending', 'indexed', 'failed'].map((value) => ({
    value,
    label: `resources.knowledgeBases.status.${value}`,
  })),
};

/**
 * The files of a knowledge base, on its detail. `upload` (to `{id}`, the knowledge base) is the call of the upload
 * control there (the file's name, type and bytes in base64): no button of its own, as this resource has no pages.
 */
export const knowledgeBaseFilesResource = defineResource({
  name: 'knowledgeBaseFiles',
  route: 'administration/knowledge-base-files',
  embedded: true,
  representation: 'fileName',
  icon: 'description',
  api: {
    list: { path: '/knowledge-base/files' },
    get: { path: '/knowledge-base/files/{id}' },
  },
  fields: [
    { source: 'id', type: 'number' },
    { source: 'idKnowledgeBase', type: 'number' },
    { source: 'fileName', type: 'text' },
    { source: 'mimeType', type: 'text' },
    { source: 'sizeBytes', type: 'number' },
    { source: 'status', ...status },
    { source: 'uploaded', type: 'datetime' },
  ],
  list: {
    columns: ['fileName', 'mimeType', 'sizeBytes', 'status', 'uploaded'],
    defaultSort: { field: 'fileName', order: 'ASC' },
    export: 'none',
  },
  actions: [
    {
      name: 'upload',
      scope: 'record',
      icon: 'add',
      call: { method: 'POST', path: '/knowledge-base/bases/{id}/files' },
      permissions: edit,
    },
  ],
  permissions: { list: view, detail: view },
});

/** The https addresses a knowledge base crawls, on its detail, inserted there (https only). */
export const knowledgeBaseUrlsResource = defineResource({
  name: 'knowledgeBaseUrls',
  route: 'administration/knowledge-base-urls',
  embedded: true,
  representation: 'url',
  icon: 'public',
  api: {
    list: { path: '/knowledge-base/urls' },
    get: { path: '/knowledge-base/urls/{id}' },
    create: { path: '/knowledge-base/urls' },
  },
  fields: [
    { source: 'id', type: 'number' },
    { source: 'idKnowledgeBase', type: 'number' },
    { source: 'url', type: 'url' },
    { source: 'crawlDepth', type: 'number' },
    { source: 'status', ...status },
    { source: 'lastCrawled', type: 'datetime' },
    { source: 'created', type: 'datetime' },
  ],
  list: {
    columns: ['url', 'crawlDepth', 'status', 'lastCrawled'],
    defaultSort: { field: 'url', order: 'ASC' },
    export: 'none',
  },
  form: {
    create: [
      { source: 'idKnowledgeBase', validate: [{ name: 'required' }] },
      { source: 'url', validate: [{ name: 'required' }, { name: 'httpsUrl' }] },
      { source: 'crawlDepth', validate: [{ name: 'required' }, ...wholeInRange(1, 5)], defaultValue: 1 },
    ],
  },
  permissions: { list: view, detail: view, create: edit },
});
