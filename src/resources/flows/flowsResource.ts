import { defineResource } from '../defineResource';
import { scriptActions, scriptApi, scriptCreateInputs, scriptEditInputs, scriptFields } from './scriptConfig';

const view = [{ area: 'CallScript', action: 'view' }];
const edit = [{ area: 'CallScript', action: 'edit' }];

/**
 * Flows / call scripts (SPEC §2 "Flows"): the root folder at /flows, a folder at /flows/{idFolder} with the folder
 * tree beside the list; detail /flows/detail/{idCallScript}/{overview, dialLogs, history, relations/assets,
 * relations/usedInFlows}; duplicate, tag, revert (from the history) and the bulk move into a folder.
 */
export const flowsResource = defineResource({
  name: 'flows',
  route: 'flows/:idFolder?',
  navigation: { path: '/flows' },
  representation: 'name',
  icon: 'flows',
  api: scriptApi('flows'),
  search: ['name'],
  fields: [
    ...scriptFields(),
    {
      source: 'idFolder',
      type: 'reference',
      lookup: { path: '/designer/folders', labelField: 'path' },
      labelSource: 'folderName',
      sortField: 'folderName',
      component: 'folderLink',
    },
    { source: 'tag', type: 'text' },
  ],
  list: {
    // A folder's list shows its own flows, so the folder column is optional.
    columns: ['name', 'idLanguage', 'channels', 'version', 'modified', 'tags'],
    optionalColumns: ['id', 'idFolder', 'processKind', 'createdBy', 'modifiedBy', 'created'],
    defaultSort: { field: 'name', order: 'ASC' },
    filters: [
      { source: 'q', type: 'search' },
      { source: 'idLanguage', type: 'reference' },
      { source: 'channels', type: 'enum' },
      { source: 'tag', type: 'text' },
      { source: 'modified', type: 'dateRange' },
    ],
    // The root folder holds the flows in no folder; a folder's route parameter replaces it.
    filter: { idFolder: 0 },
    routeFilters: { idFolder: 'idFolder' },
    aside: 'flowFolders',
  },
  detail: {
    // The interactive test call (issue 33.5) opens from above the tabs.
    header: 'flowTestCallHeader',
    tabs: [
      {
        path: 'overview',
        fields: [
          'id',
          'name',
          'description',
          'idLanguage',
          'channels',
          'processKind',
          'version',
          'tags',
          'idFolder',
          'createdBy',
          'created',
          'modifiedBy',
          'modified',
        ],
      },
      {
        path: 'dialLogs',
        permissions: [{ area: 'Line', action: 'view' }],
        related: [{ resource: 'dialLogs', target: 'idCallScript', perPage: 25 }],
      },
      { path: 'design', component: 'flowDesigner' },
      { path: 'history', component: 'scriptHistory' },
      {
        path: 'relations',
        children: [
          {
            path: 'assets',
            sections: [
              { fields: ['variables'] },
              { related: [{ resource: 'grammars', target: 'id', apiPath: '/designer/flows/{id}/grammars' }] },
              {
                related: [
                  {
                    resource: 'audioAssets',
                    target: 'id',
                    apiPath: '/designer/flows/{id}/audio',
                    columns: ['name', 'mimeType', 'durationMs', 'updated'],
                  },
                ],
              },
              {
                related: [{ resource: 'languages', target: 'id', apiPath: '/designer/flows/{id}/languages' }],
              },
              {
                related: [
                  {
                    resource: 'components',
                    target: 'id',
                    apiPath: '/designer/flows/{id}/components',
                    columns: ['name', 'componentKind', 'version', 'modified'],
                  },
                ],
              },
              {
                related: [
                  {
                    resource: 'flows',
                    target: 'id',
                    apiPath: '/designer/flows/{id}/subflows',
                    label: 'resources.flows.sections.subflows',
                    columns: ['name', 'idFolder', 'version', 'modified'],
                  },
                ],
              },
            ],
          },
          {
            path: 'usedInFlows',
            related: [
              {
                resource: 'flows',
                target: 'id',
                apiPath: '/designer/flows/{id}/used-in-flows',
                columns: ['name', 'idFolder', 'version', 'modified'],
              },
            ],
          },
        ],
      },
    ],
  },
  form: { create: scriptCreateInputs(true), edit: scriptEditInputs },
  actions: [
    ...scriptActions({ collection: 'flows', area: 'CallScript' }),
    {
      name: 'tag',
      scope: 'record',
      icon: 'tag',
      call: { method: 'PUT', path: '/designer/flows/{id}/tags' },
      form: [{ source: 'tags', component: 'flowTagsInput' }],
      permissions: [...edit, { area: 'CallScript', action: 'viewtags' }],
    },
    {
      name: 'moveToFolder',
      scope: 'bulk',
      icon: 'output',
      call: { path: '/designer/flows/bulk/move' },
      form: [{ source: 'idFolder', validate: [{ name: 'required' }], component: 'flowFolderPicker' }],
      permissions: edit,
    },
  ],
  permissions: { list: view, detail: view, create: edit, edit, export: view },
});
