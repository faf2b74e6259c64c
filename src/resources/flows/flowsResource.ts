import { flowTestCallAction, flowTestCallFields } from '../conversations/testCallActions';
import { defineResource } from '../defineResource';

/**
 * Flows / call scripts (SPEC §2 "Flows"), records are `FlowSummary`: list at /flows,
 * detail at /flows/detail/{idCallScript}/overview.
 */
export const flowsResource = defineResource({
  name: 'flows',
  route: 'flows',
  representation: 'name',
  icon: 'flows',
  api: {
    list: { path: '/designer/flows' },
    get: { path: '/designer/flows/{id}' },
  },
  fields: [
    { source: 'id', type: 'number' },
    { source: 'name', type: 'text' },
    { source: 'description', type: 'text', sortable: false },
    { source: 'folderName', type: 'text' },
    { source: 'language', type: 'text' },
    { source: 'version', type: 'number' },
    { source: 'channels', type: 'flags', enumeration: 'channel' },
    { source: 'tags', type: 'tags' },
    { source: 'createdBy', type: 'text' },
    { source: 'created', type: 'datetime' },
    { source: 'modified', type: 'datetime' },
    ...flowTestCallFields,
  ],
  list: {
    columns: ['id', 'name', 'folderName', 'language', 'version', 'modified', 'tags'],
    optionalColumns: ['channels', 'createdBy', 'created'],
    defaultSort: { field: 'name', order: 'ASC' },
    filters: [{ source: 'q', type: 'search' }],
  },
  detail: {
    tabs: [
      {
        path: 'overview',
        fields: [
          'id',
          'name',
          'description',
          'folderName',
          'language',
          'version',
          'channels',
          'tags',
          'createdBy',
          'created',
          'modified',
        ],
      },
    ],
  },
  actions: [flowTestCallAction],
  permissions: {
    list: [{ area: 'CallScript', action: 'view' }],
    detail: [{ area: 'CallScript', action: 'view' }],
    export: [{ area: 'CallScript', action: 'view' }],
  },
});
